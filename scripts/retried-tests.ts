import { relative } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

/**
 * A vitest reporter that names every test that passed only on a retry (the e2e project retries a
 * failed journey once: a page that came late on a loaded machine). A retry must not hide a race of
 * ours, so each one is printed as a `RETRIED` line, which `npm test` lists again last with the
 * failures (scripts/failed-lines.ts): read them as bugs to look at, not as passes (docs/testing.md).
 */
export default class RetriedTests implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    for (const module of modules)
      for (const test of module.children.allTests("passed")) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries === 0) continue;
        // A passed test keeps its failed tries' errors: the first says what came late.
        const first = test.result().errors?.[0]?.message.split("\n")[0]?.slice(0, 300) ?? "no error kept";
        lines.push(
          `RETRIED ${test.project.name} ${relative(this.root, module.moduleId)} > ${test.fullName} (passed on try ${retries + 1}; try 1: ${first})`,
        );
      }
    if (lines.length > 0) process.stdout.write(`\nPassed only on a retry:\n${lines.join("\n")}\n`);
  }
}
