import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Database,
  ingestMap,
  openDatabase,
  openScratchPostgres,
  rebuildAggregates,
  recomputeSeasonFromStoredEvents,
  seedDatabase,
} from "@fragboard/server";
import { type SimOptions, simulateLeague } from "@fragboard/sim";
import { type Figure, peakRssMiB, report, timed } from "./results.js";

/**
 * The engine benchmarks of the foundation issue, on one database engine per process (so peak
 * memory is this engine's): full default seed, whole-season recompute, one-map incremental update,
 * each with its CPU time (on PostgreSQL only this process's share: the server's work is its own).
 * Usage: tsx src/engine.ts pglite|postgres
 */

const SIM: SimOptions = { seed: "fragboard", now: new Date("2026-11-22T18:00:00Z") };
const ONE_MAP_RUNS = 7;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function lastOf<T>(items: Iterable<T>): T {
  let last: T | undefined;
  for (const item of items) last = item;
  if (last === undefined) throw new Error("the simulated league has no maps");
  return last;
}

async function open(kind: string): Promise<{ database: Database; cleanup: () => void }> {
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "fragboard-bench-"));
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    return { database, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  return { database: await openScratchPostgres(url), cleanup: () => {} };
}

async function main() {
  const kind = process.argv[2] ?? "pglite";
  const { database, cleanup } = await open(kind);
  const { db } = database;
  try {
    const seed = await timed(() =>
      seedDatabase(database, {
        seed: String(SIM.seed),
        now: SIM.now.toISOString(),
        simulatedSeasons: null,
        force: true,
      }),
    );
    const seedRss = peakRssMiB();

    const league = simulateLeague(SIM);
    const season = league.currentSeason - 1; // the last complete season: the biggest one
    const aggregates = await timed(() => rebuildAggregates(db, { season }));
    const fromEvents = await timed(() => recomputeSeasonFromStoredEvents(db, season));

    const newest = lastOf(league.maps());
    const oneMap: number[] = [];
    const oneMapCpu: number[] = [];
    for (let i = 0; i < ONE_MAP_RUNS; i++) {
      const run = await timed(() => ingestMap(db, newest));
      oneMap.push(run.ms);
      oneMapCpu.push(run.cpuMs);
    }

    const figures: Figure[] = [
      { name: `full default seed (${kind})`, value: Math.round(seed.ms), unit: "ms", target: "≤ 20000" },
      { name: "  its CPU time in this process", value: Math.round(seed.cpuMs), unit: "ms" },
      { name: `peak RSS during seed (${kind})`, value: seedRss, unit: "MiB" },
      { name: `season ${season} aggregates recompute`, value: aggregates.ms, unit: "ms", target: "≤ 500" },
      { name: "  its CPU time in this process", value: aggregates.cpuMs, unit: "ms" },
      { name: `season ${season} recompute from stored events`, value: fromEvents.ms, unit: "ms" },
      { name: "  its CPU time in this process", value: fromEvents.cpuMs, unit: "ms" },
      {
        name: "one map ingest + incremental update (median)",
        value: median(oneMap),
        unit: "ms",
        target: "≤ 20",
      },
      { name: "  its CPU time in this process (median)", value: median(oneMapCpu), unit: "ms" },
      { name: "maps in the league", value: league.mapCount, unit: "maps" },
    ];
    const context = {
      seed: SIM.seed,
      now: SIM.now.toISOString(),
      loadAverage: loadavg()[0],
      oneMapRunsMs: oneMap,
    };
    report(`engine-${kind}`, figures, context);
  } finally {
    await database.close();
    cleanup();
  }
}

await main();
