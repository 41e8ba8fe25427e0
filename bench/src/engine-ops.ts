import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { MapEvents } from "@fragboard/core";
import { ingestMap, openDatabase, rebuildAggregates, seedDatabase } from "@fragboard/server";
import { simulateLeague } from "@fragboard/sim";
import { timed } from "./results.js";

/**
 * The engine bench's recompute and one-map figures without its seed: a seeded embedded database is
 * kept in ENGINE_OPS_DIR (seeded once) and copied for each run, so profiling one change
 * (`node --cpu-prof --import tsx src/engine-ops.ts`) takes seconds, not minutes.
 */
const SIM = { seed: "fragboard", now: new Date("2026-11-22T18:00:00Z") };
const keep = process.env.ENGINE_OPS_DIR ?? join(tmpdir(), "fragboard-engine-ops");
const runs = Number(process.env.ENGINE_OPS_RUNS ?? 7);

if (!existsSync(keep)) {
  const database = await openDatabase({ kind: "pglite", dataDir: keep });
  const seed = await timed(() =>
    seedDatabase(database, {
      seed: SIM.seed,
      now: SIM.now.toISOString(),
      simulatedSeasons: null,
      force: true,
    }),
  );
  console.log(`seeded ${keep}: ${seed.ms} ms, CPU ${seed.cpuMs} ms`);
  await database.close();
}
const dir = mkdtempSync(join(tmpdir(), "fragboard-ops-"));
cpSync(keep, dir, { recursive: true });
const database = await openDatabase({ kind: "pglite", dataDir: dir });
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
  for (let i = 0; i < runs; i++) oneMap.push((await timed(() => ingestMap(database.db, last))).cpuMs);
  mark("end");
  console.log(JSON.stringify({ load: loadavg()[0], recomputeCpuMs: recompute, oneMapCpuMs: oneMap, marks }));
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
