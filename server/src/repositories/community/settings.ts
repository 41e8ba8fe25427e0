import type { Db } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

/** The admin's stored lists (Our rules 10): one row per settings key. */

export const storedSettings = (db: Db) =>
  db.select({ key: settings.key, value: settings.value }).from(settings);

export async function upsertSetting(db: Db, key: string, value: unknown, now: Date) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
