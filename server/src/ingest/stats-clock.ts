import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { meta } from "../db/schema/index.js";

/** When the materialised stats last changed: the `lastUpdate` of the cached stats endpoints. */

const KEY = "statsUpdatedAt";

export async function markStatsUpdated(db: Db, at = new Date()) {
  const value = at.toISOString();
  await db
    .insert(meta)
    .values({ key: KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: meta.key, set: { value, updatedAt: at } });
}

/** The epoch when nothing has been computed yet. */
export async function statsUpdatedAt(db: Db): Promise<string> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY));
  return typeof row?.value === "string" ? row.value : new Date(0).toISOString();
}
