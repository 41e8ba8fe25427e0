import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, REPO_ROOT, seedDatabase } from "@fragboard/server";
import { type Figure, report } from "./results.js";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * First start from a clean clone, part by part (firstStartParts); then server start to first
 * /api/csc/cached-players answer on an already seeded embedded database
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

/** CPU seconds a process has used so far, its threads included (Linux, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startOnce(dataDir: string, mode: Mode): Promise<{ ms: number; rss: number; cpuS: number }> {
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
    const pid = child.pid as number;
    return { ms: Math.round(ms), rss: rssMiB(pid), cpuS: cpuSeconds(pid) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

/** Wall and CPU seconds (user + system, its children included) of one command, from GNU time. */
function timedCommand(label: string, command: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const run = spawnSync("/usr/bin/time", ["-f", "%e %U %S", ...command], { cwd, env, encoding: "utf8" });
  const last = run.stderr.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0) throw new Error(`${label} failed (exit ${run.status}): ${run.stderr.slice(-2000)}`);
  const [wall, user, system] = last.split(" ").map(Number);
  return { label, wallS: wall ?? Number.NaN, cpuS: (user ?? 0) + (system ?? 0) };
}

/**
 * `npm ci && npm start` from a clean clone (issue #28: ≤ 60 s), part by part as `npm start` runs
 * them: install, the web build (build-if-stale), the server build, then the server's first start
 * (the seed streamed to a new embedded database, up to the first players answer). A second web
 * build step shows what a start with nothing changed pays. The clone is of the committed HEAD.
 */
async function firstStartParts(): Promise<{ figures: Figure[]; parts: ReturnType<typeof timedCommand>[] }> {
  const clone = mkdtempSync(join(tmpdir(), "fragboard-clone-"));
  try {
    const cloned = spawnSync("git", ["clone", "--quiet", "--no-hardlinks", REPO_ROOT, clone]);
    if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
    const parts = [
      timedCommand("install (npm ci)", ["npm", "ci", "--no-audit", "--no-fund"], clone),
      timedCommand("web build", ["npx", "tsx", "server/src/web/build-if-stale.ts"], clone),
      timedCommand("server build", ["npm", "run", "build", "-w", "server"], clone),
    ];
    const serve = { name: "first start", args: [join(clone, "server/dist/main.js")] };
    const dataDir = join(clone, "data");
    const first = await startOnce(dataDir, serve);
    parts.push({
      label: "server start and seed, to the first players answer",
      wallS: first.ms / 1000,
      cpuS: first.cpuS,
    });
    const again = timedCommand(
      "web build again (nothing changed)",
      ["npx", "tsx", "server/src/web/build-if-stale.ts"],
      clone,
    );
    const total = parts.reduce((sum, part) => sum + part.wallS, 0);
    const figures: Figure[] = [
      {
        name: "first start from a clean clone (sum of the parts)",
        value: Math.round(total * 10) / 10,
        unit: "s",
        target: "≤ 60",
      },
      ...parts.flatMap((part) => [
        { name: `  ${part.label}`, value: part.wallS, unit: "s" },
        { name: "    its CPU time", value: Math.round(part.cpuS * 10) / 10, unit: "s" },
      ]),
      { name: `  ${again.label}`, value: again.wallS, unit: "s" },
    ];
    return { figures, parts: [...parts, again] };
  } finally {
    rmSync(clone, { recursive: true, force: true });
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
      const results: { ms: number; rss: number; cpuS: number }[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await startOnce(dataDir, mode));
      runs[mode.name] = results.map(({ ms, rss }) => ({ ms, rss }));
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
    const firstStart = await firstStartParts();
    report("startup", [...firstStart.figures, ...figures], {
      runs,
      loadAverage: loadavg()[0],
      firstStart: firstStart.parts,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
