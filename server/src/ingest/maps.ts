import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { MapEvents } from "@fragboard/core";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.js";
import type { CopyData } from "../db/copy.js";
import { type PreparedMap, prepareMap } from "./prepare.js";
import { copyMaps } from "./write.js";

/** Maps per transaction: long COPY streams, bounded memory. */
const BATCH_MAPS = 250;

/** Some played maps as the COPY data of their tables: one transaction of a bulk load. */
export type MapBatch = { maps: number; tables: CopyData[] };

/**
 * Played maps prepared (their rows and the engine's lines) and encoded for COPY, BATCH_MAPS at a
 * time. Pure work on the maps alone: the seed runs it in a worker thread (seed/map-batches.ts).
 */
export async function* mapBatches(maps: Iterable<MapEvents>): AsyncGenerator<MapBatch> {
  let batch: PreparedMap[] = [];
  const encoded = () => {
    const current = batch;
    batch = [];
    return { maps: current.length, tables: copyMaps(current) };
  };
  for (const events of maps) {
    batch.push(prepareMap(events));
    // Simulating and preparing a map is synchronous work: a turn of the event loop per map keeps
    // the thread answering messages (and, run in line, requests) between maps.
    await yieldToEventLoop();
    if (batch.length === BATCH_MAPS) yield encoded();
  }
  if (batch.length > 0) yield encoded();
}

/**
 * Bulk load of played maps not stored yet (trusted input such as the simulator): each batch is
 * COPYed in one transaction; a matchId already stored fails its batch. Aggregates are not
 * touched: call rebuildAggregates once the load is complete. `ingestMap` handles single maps
 * and replacements.
 */
export function ingestMaps(
  database: Database,
  maps: Iterable<MapEvents>,
  onProgress?: (mapsDone: number) => void,
): Promise<number> {
  return loadMapBatches(database, mapBatches(maps), onProgress);
}

/** `ingestMaps` of batches already encoded (by the seed's map worker: seed/map-batches.ts). */
export async function loadMapBatches(
  database: Database,
  batches: AsyncIterable<MapBatch>,
  onProgress?: (mapsDone: number) => void,
): Promise<number> {
  let done = 0;
  for await (const batch of batches) {
    await database.bulkLoad(async (copy) => {
      for (const table of batch.tables) await copy(table);
    });
    done += batch.maps;
    onProgress?.(done);
  }
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
