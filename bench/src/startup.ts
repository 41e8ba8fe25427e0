import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, REPO_ROOT, seedDatabase } from "@fragboard/server";
import { report } from "./results.js";

/**
 * Server start to first /api/csc/cached-players answer on an already seeded embedded database
 * (the `npm start` path minus npm itself).
 */

const NOW = "2026-11-22T18:00:00Z";
const PORT = 3987;
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

async function startOnce(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO_ROOT, "server/src/main.ts")], {
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
    return await waitForPlayers(started);
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
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(Math.round(await startOnce(dataDir)));
    report(
      "startup",
      [
        {
          name: "start to first cached-players answer (best)",
          value: Math.min(...runs),
          unit: "ms",
          target: "≤ 5000",
        },
        { name: "start to first cached-players answer (worst)", value: Math.max(...runs), unit: "ms" },
      ],
      { runsMs: runs },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
