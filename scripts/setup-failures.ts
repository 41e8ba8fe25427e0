import { relative } from "node:path";
import type { Reporter, TestModule, TestSuite, Vitest } from "vitest/node";

/**
 * A vitest reporter that makes a failed setup loud. When a suite's beforeAll throws or times out,
 * vitest fails the file but counts the suite's tests as skipped, so the totals read "18 skipped"
 * as if on purpose (issue #27: the authorisation matrix's setup timed out under load and its
 * cases went by unnoticed). This names each such suite, its error and how many tests never ran,
 * and fails the run whatever else reports; `npm test` lists these `SETUP` lines again last.
 */

export default class SetupFailures implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    for (const module of modules) {
      const file = relative(this.root, module.moduleId);
      for (const suite of [module, ...module.children.allSuites()]) {
        const [error] = suite.errors();
        // Only tests of this suite's own: a nested suite with its own failure is listed apart.
        const notRun = [...suite.children.tests("skipped")].length + skippedInQuietSuites(suite);
        if (!error || notRun === 0) continue;
        const where = suite.type === "module" ? file : `${file} > ${suite.fullName}`;
        lines.push(`SETUP ${where}: ${notRun} tests did not run. ${error.message.split("\n")[0]}`);
      }
    }
    if (lines.length === 0) return;
    process.stdout.write(`\nSetup failed, so these tests did not run (they count as skipped above):\n`);
    process.stdout.write(`${lines.join("\n")}\n`);
    process.exitCode = 1;
  }
}

/** Skipped tests in nested suites that have no error of their own (they inherited the failure). */
function skippedInQuietSuites(suite: TestModule | TestSuite): number {
  let count = 0;
  for (const child of suite.children.suites())
    if (child.errors().length === 0)
      count += [...child.children.tests("skipped")].length + skippedInQuietSuites(child);
  return count;
}
