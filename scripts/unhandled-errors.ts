import { relative } from "node:path";
import type { Reporter, SerializedError, Vitest } from "vitest/node";

/**
 * A vitest reporter that names each unhandled error (a rejection or exception outside any test)
 * on one `UNHANDLED` line. vitest fails the run for them but lists no FAIL line, so a CI log's
 * tail said only "node+web FAILED"; `npm test` lists these lines again last (scripts/failed-lines.ts).
 */
export default class UnhandledErrors implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>) {
    if (errors.length === 0) return;
    const lines = errors.map((error) => {
      const file = (error as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH;
      const where = file ? ` (while ${relative(this.root, file)} ran)` : "";
      const firstLine = String(error.message ?? "")
        .split("\n")[0]
        ?.slice(0, 300);
      return `UNHANDLED ${error.name ?? "Error"}: ${firstLine}${where}`;
    });
    process.stdout.write(`\nErrors outside any test:\n${lines.join("\n")}\n`);
  }
}
