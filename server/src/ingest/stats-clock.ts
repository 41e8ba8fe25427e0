import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { readMeta, writeMeta } from "../db/meta.js";
import { meta } from "../db/schema/index.js";

/** When the materialised stats last changed: the `lastUpdate` of the cached stats endpoints. */

const KEY = "statsUpdatedAt";

export async function markStatsUpdated(db: Db) {
  await writeMeta(db, KEY, new Date().toISOString());
}

/**
 * The same as markStatsUpdated, as a data-modifying WITH entry named `name`: a statement the
 * aggregates write anyway carries it, one statement fewer per ingest.
 */
export function markStatsUpdatedWith(name: string): SQL {
  const at = new Date().toISOString();
  return sql`${sql.raw(name)} as (insert into ${meta} (key, value, updated_at)
    values (${KEY}, ${JSON.stringify(at)}::jsonb, ${at}::timestamptz)
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at)`;
}

/** The epoch when nothing has been computed yet. */
export async function statsUpdatedAt(db: Db): Promise<string> {
  const value = await readMeta(db, KEY);
  return typeof value === "string" ? value : new Date(0).toISOString();
}
