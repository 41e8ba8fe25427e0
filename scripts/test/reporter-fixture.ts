import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CACHE = join(ROOT, "node_modules", ".cache");

/**
 * Runs vitest on one fixture test file with one of our reporters (scripts/*.ts) and vitest's dot
 * reporter, in a folder inside the repository so the fixture's `import "vitest"` resolves.
 */
export function runWithReporter(
  reporter: string,
  fixture: { file: string; source: string; config?: object },
): SpawnSyncReturns<string> {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, `${reporter}-`));
  try {
    writeFileSync(join(dir, fixture.file), fixture.source);
    const config = { include: ["*.test.ts"], ...fixture.config };
    writeFileSync(join(dir, "vitest.config.mjs"), `export default { test: ${JSON.stringify(config)} };\n`);
    return spawnSync(
      process.execPath,
      [
        join(ROOT, "node_modules", "vitest", "vitest.mjs"),
        "run",
        "--root",
        dir,
        "--reporter=dot",
        `--reporter=${join(ROOT, "scripts", `${reporter}.ts`)}`,
      ],
      { encoding: "utf8", env: { ...process.env, CI: "1" } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
