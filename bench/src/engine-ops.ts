import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { MapEvents } from "@fragboard/core";
import {
  type Database,
  ingestMap,
  openDatabase,
  openScratchPostgres,
  rebuildAggregates,
  seedDatabase,
} from "@fragboard/server";
import { simulateLeague } from "@fragboard/sim";
import postgres from "postgres";
import { timed } from "./results.js";

/**
 * The engine bench's recompute and one-map figures without its seed: a seeded database is kept
 * (seeded once) and copied for each run, so profiling one change
 * (`node --cpu-prof --import tsx src/engine-ops.ts`) takes seconds, not minutes.
 * Usage: tsx src/engine-ops.ts [pglite|postgres]. PGlite keeps its copy in ENGINE_OPS_DIR;
 * PostgreSQL (BENCH_DATABASE_URL) a template database, fragboard_engine_ops.
 */
const SIM = { seed: "fragboard", now: new Date("2026-11-22T18:00:00Z") };
const kind = process.argv[2] ?? "pglite";
const keep = process.env.ENGINE_OPS_DIR ?? join(tmpdir(), "fragboard-engine-ops");
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TEMPLATE = "fragboard_engine_ops";
const runs = Number(process.env.ENGINE_OPS_RUNS ?? 7);

async function seed(database: Database, where: string) {
  const seeded = await timed(() =>
    seedDatabase(database, {
      seed: SIM.seed,
      now: SIM.now.toISOString(),
      simulatedSeasons: null,
      force: true,
    }),
  );
  console.log(`seeded ${where}: ${seeded.ms} ms, CPU ${seeded.cpuMs} ms`);
}

/** A copy of the seeded database, seeding it first when there is none; closing drops the copy. */
async function openSeededCopy(): Promise<Database> {
  if (kind === "postgres") {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      const [row] = await admin`select 1 from pg_database where datname = ${TEMPLATE}`;
      if (!row) {
        await admin.unsafe(`create database ${TEMPLATE}`);
        const url = new URL(serverUrl);
        url.pathname = `/${TEMPLATE}`;
        const database = await openDatabase({ kind: "postgres", url: url.toString() });
        await seed(database, TEMPLATE).finally(() => database.close());
      }
    } finally {
      await admin.end();
    }
    return openScratchPostgres(serverUrl, TEMPLATE);
  }
  if (!existsSync(keep)) {
    const database = await openDatabase({ kind: "pglite", dataDir: keep });
    await seed(database, keep).finally(() => database.close());
  }
  const dir = mkdtempSync(join(tmpdir(), "fragboard-ops-"));
  cpSync(keep, dir, { recursive: true });
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const database = await openSeededCopy();
try {
  const league = simulateLeague(SIM);
  const season = league.currentSeason - 1;
  let newest: MapEvents | undefined;
  for (const map of league.maps()) newest = map;
  const last = newest;
  if (!last) throw new Error("the simulated league has no maps");
  /** Phase boundaries on the CPU profile's clock (microseconds), for slicing a --cpu-prof. */
  const marks: Record<string, number> = {};
  const mark = (name: string) => {
    marks[name] = Number(process.hrtime.bigint() / 1000n);
  };
  mark("recompute");
  const recompute: number[] = [];
  for (let i = 0; i < Math.max(1, Math.floor(runs / 2)); i++)
    recompute.push((await timed(() => rebuildAggregates(database.db, { season }))).cpuMs);
  mark("oneMap");
  const oneMap: number[] = [];
  // PGlite's share of a map: its statements and the time they held the engine.
  let statements = 0;
  let engineMs = 0;
  const stop = database.onQuery?.((seconds) => {
    statements++;
    engineMs += seconds * 1000;
  });
  // Per phase (ingest/one-map.ts IngestPhase): this process's CPU from one phase's start to the next's.
  const phases: Record<string, number[]> = {};
  const oneMapMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    let at: { phase: string; cpu: NodeJS.CpuUsage } | null = null;
    const close = () => {
      if (!at) return;
      const used = process.cpuUsage(at.cpu);
      const times = phases[at.phase] ?? [];
      times.push((used.user + used.system) / 1000);
      phases[at.phase] = times;
    };
    const run = await timed(() =>
      ingestMap(database.db, last, {
        onPhase: (phase) => {
          close();
          at = { phase, cpu: process.cpuUsage() };
        },
      }),
    );
    close();
    oneMap.push(run.cpuMs);
    oneMapMs.push(run.ms);
  }
  stop?.();
  // Medians of the runs after the first two (the first plans and compiles).
  const median = (xs: number[]) => {
    const warm = [...(xs.length > 4 ? xs.slice(2) : xs)].sort((a, b) => a - b);
    return Math.round((warm[Math.floor(warm.length / 2)] ?? 0) * 10) / 10;
  };
  mark("end");
  const perMap = database.onQuery
    ? { statements: statements / runs, engineMs: Math.round((engineMs / runs) * 10) / 10 }
    : undefined;
  console.log(
    JSON.stringify({
      kind,
      load: loadavg()[0],
      recomputeCpuMs: recompute,
      oneMapCpuMs: oneMap,
      oneMapMedian: { cpuMs: median(oneMap), ms: median(oneMapMs) },
      phaseCpuMsMedian: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, median(v)])),
      perMap,
      marks,
    }),
  );
} finally {
  await database.close();
}
