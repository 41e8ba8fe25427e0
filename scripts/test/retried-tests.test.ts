import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CACHE = join(ROOT, "node_modules", ".cache");

/** Inside the repository, so the fixture's `import "vitest"` resolves. */
mkdirSync(CACHE, { recursive: true });
const dir = mkdtempSync(join(CACHE, "retried-tests-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIXTURE = `
import { describe, expect, it } from "vitest";
let tries = 0;
describe("a page", () => {
  it("comes late once", () => {
    tries++;
    expect(tries).toBe(2);
  });
  it("comes in time", () => expect(1).toBe(1));
});
`;

it("names a test that passed only on its retry, and no other", () => {
  writeFileSync(join(dir, "late.test.ts"), FIXTURE);
  writeFileSync(
    join(dir, "vitest.config.mjs"),
    "export default { test: { include: ['*.test.ts'], retry: 1 } };\n",
  );
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--root",
      dir,
      "--reporter=dot",
      `--reporter=${join(ROOT, "scripts", "retried-tests.ts")}`,
    ],
    { encoding: "utf8", env: { ...process.env, CI: "1" } },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("Passed only on a retry:");
  expect(run.stdout).toMatch(/^RETRIED \S* ?late\.test\.ts > a page > comes late once \(passed on try 2\)$/m);
  expect(run.stdout).not.toContain("comes in time");
}, 60_000);
