import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { MapEvents } from "@fragboard/core";
import type { Database } from "../db/client.js";
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
  return done;
}
