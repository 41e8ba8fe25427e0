import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Runs every benchmark in its own process (clean peak-memory figures), one after another. */

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

const BENCHES: Array<{ name: string; args: string[] }> = [
  { name: "engine-pglite", args: ["engine.ts", "pglite"] },
  { name: "engine-postgres", args: ["engine.ts", "postgres"] },
  { name: "startup", args: ["startup.ts"] },
  { name: "http", args: ["http.ts"] },
  { name: "memory", args: ["memory.ts"] },
  { name: "player-depth", args: ["player-depth.ts"] },
  { name: "lighthouse", args: ["lighthouse.ts"] },
  { name: "tools", args: ["tools.ts"] },
  { name: "charts", args: ["charts.ts"] },
  { name: "soak", args: ["soak.ts"] },
  { name: "pg-faults", args: ["pg-faults.ts"] },
  { name: "scaling", args: ["scaling.ts"] },
];

let failed = 0;
for (const bench of BENCHES) {
  if (only.length > 0 && !only.includes(bench.name)) continue;
  const [script, ...rest] = bench.args;
  const run = spawnSync(process.execPath, ["--import", "tsx", join(here, script ?? ""), ...rest], {
    stdio: "inherit",
  });
  if (run.status !== 0) {
    failed++;
    console.error(`${bench.name} failed (exit ${run.status})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
