import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, REPO_ROOT, seedDatabase } from "@fragboard/server";
import { type Figure, report } from "./results.js";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Server start to first /api/csc/cached-players answer on an already seeded embedded database
 * (the `npm start` path minus npm itself), and the server's resident memory then: the compiled
 * server (`node server/dist/main.js`, what `npm start` runs) next to the TypeScript sources run
 * through tsx (what it ran before), in the same run.
 */

type Mode = { name: string; args: string[] };
const MODES: Mode[] = [
  { name: "compiled (node dist/main.js)", args: [join(REPO_ROOT, "server/dist/main.js")] },
  { name: "tsx (src/main.ts)", args: ["--import", "tsx", join(REPO_ROOT, "server/src/main.ts")] },
];

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

const NOW = "2026-11-22T18:00:00Z";
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const RUNS = 3;

const api = (path: string) => fetch(`http://127.0.0.1:${PORT}/api${path}`);

/** Like the web app: season metadata first (it names the season), then the player list. */
async function waitForPlayers(started: number): Promise<number> {
  for (;;) {
    try {
      const meta = await api("/csc/cached-season-metadata");
      if (meta.ok) {
        const { number } = (await meta.json()) as { number: number };
        const res = await api(`/csc/cached-players?season=${number}`);
        await res.arrayBuffer();
        if (res.ok) return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function startOnce(dataDir: string, mode: Mode): Promise<{ ms: number; rss: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, mode.args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      SIM_NOW: NOW,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  try {
    const ms = await waitForPlayers(started);
    return { ms: Math.round(ms), rss: rssMiB(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "fragboard-start-"));
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await seedDatabase(database, { seed: "fragboard", now: NOW, simulatedSeasons: null });
    await database.close();
    const build = spawnSync("npm", ["run", "build", "-w", "server"], { cwd: REPO_ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build -w server failed");
    const figures: Figure[] = [];
    const runs: Record<string, { ms: number; rss: number }[]> = {};
    for (const mode of MODES) {
      const results: { ms: number; rss: number }[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await startOnce(dataDir, mode));
      runs[mode.name] = results;
      const times = results.map((r) => r.ms);
      figures.push(
        {
          name: `${mode.name}: start to first cached-players answer (best)`,
          value: Math.min(...times),
          unit: "ms",
          target: "≤ 5000",
        },
        {
          name: `${mode.name}: start to first cached-players answer (worst)`,
          value: Math.max(...times),
          unit: "ms",
        },
        {
          name: `${mode.name}: RSS after the first answer (median)`,
          value: median(results.map((r) => r.rss)),
          unit: "MiB",
        },
      );
    }
    report("startup", figures, { runs });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
