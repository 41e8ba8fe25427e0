import type { Db } from "../db/client.js";
import { readMeta, writeMeta } from "../db/meta.js";

/** When the materialised stats last changed: the `lastUpdate` of the cached stats endpoints. */

const KEY = "statsUpdatedAt";

export async function markStatsUpdated(db: Db) {
  await writeMeta(db, KEY, new Date().toISOString());
}

/** The epoch when nothing has been computed yet. */
export async function statsUpdatedAt(db: Db): Promise<string> {
  const value = await readMeta(db, KEY);
  return typeof value === "string" ? value : new Date(0).toISOString();
}
