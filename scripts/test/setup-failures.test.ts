import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CACHE = join(ROOT, "node_modules", ".cache");

/** Inside the repository, so the fixture's `import "vitest"` resolves. */
mkdirSync(CACHE, { recursive: true });
const dir = mkdtempSync(join(CACHE, "setup-failures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIXTURE = `
import { beforeAll, describe, expect, it } from "vitest";
describe("a suite whose setup is too slow", () => {
  beforeAll(() => new Promise((resolve) => setTimeout(resolve, 5_000)), 100);
  it("one", () => expect(1).toBe(1));
  describe("nested", () => {
    it("two", () => expect(1).toBe(1));
  });
});
describe("a suite that sets up in time", () => {
  it("three", () => expect(1).toBe(1));
});
`;

it("names a suite whose setup timed out, counts the tests that did not run, and fails the run", () => {
  writeFileSync(join(dir, "slow-setup.test.ts"), FIXTURE);
  writeFileSync(join(dir, "vitest.config.mjs"), "export default { test: { include: ['*.test.ts'] } };\n");
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--root",
      dir,
      "--reporter=dot",
      `--reporter=${join(ROOT, "scripts", "setup-failures.ts")}`,
    ],
    { encoding: "utf8", env: { ...process.env, CI: "1" } },
  );
  expect(run.status, run.stderr).not.toBe(0);
  expect(run.stdout).toContain("Setup failed, so these tests did not run");
  expect(run.stdout).toMatch(
    /slow-setup\.test\.ts > a suite whose setup is too slow: 2 tests did not run\. Hook timed out in 100ms/,
  );
  expect(run.stdout).not.toContain("sets up in time:");
}, 60_000);
