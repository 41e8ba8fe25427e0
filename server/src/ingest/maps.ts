import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { MapEvents } from "@fragboard/core";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.js";
import { type PreparedMap, prepareMap } from "./prepare.js";
import { writeMaps } from "./write.js";

/** Maps per transaction: long COPY streams, bounded memory. */
const BATCH_MAPS = 250;

/**
 * Bulk load of played maps not stored yet (trusted input such as the simulator): each batch is
 * COPYed in one transaction; a matchId already stored fails its batch. Aggregates are not
 * touched: call rebuildAggregates once the load is complete. `ingestMap` handles single maps
 * and replacements.
 */
export async function ingestMaps(
  database: Database,
  maps: Iterable<MapEvents>,
  onProgress?: (mapsDone: number) => void,
): Promise<number> {
  let done = 0;
  let batch: PreparedMap[] = [];
  const flush = async () => {
    const current = batch;
    batch = [];
    await database.bulkLoad((copy) => writeMaps(copy, current));
    done += current.length;
    onProgress?.(done);
  };
  for (const events of maps) {
    batch.push(prepareMap(events));
    // Simulating and preparing a map is synchronous work: a turn of the event loop per map keeps
    // the server answering (health, the progress page) during a first-start seed.
    await yieldToEventLoop();
    if (batch.length === BATCH_MAPS) await flush();
  }
  if (batch.length > 0) await flush();
  if (done > 0) await analyzeLoadedLines(database.db);
  return done;
}

/**
 * Statistics for the tables whose plans depend on them once a bulk load has filled them. PGlite
 * has no autovacuum, so without this its planner never learns the sizes: it read a whole season's
 * lines (~900 pages) to find an ingest's ten players, where player_map_lines_player reads ~50.
 * A small sample (a tenth of the default) is enough to choose between indexes and costs ~0.4 s
 * of CPU on PGlite; the row-per-round tables are only ever read by match id, whatever the plan.
 */
async function analyzeLoadedLines(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql`analyze maps, player_map_lines, team_map_lines`);
  });
}
