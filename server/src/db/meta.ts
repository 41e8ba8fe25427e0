import { eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { meta } from "./schema/index.js";

/** The meta table is a small key/value store; callers validate what they read. */

export async function readMeta(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
  return row?.value;
}

export async function writeMeta(db: Db, key: string, value: unknown) {
  const updatedAt = new Date();
  await db
    .insert(meta)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: meta.key, set: { value, updatedAt } });
}

/** Stores `value` under `key` unless a value is there already (the first writer wins). */
export async function writeMetaOnce(db: Db, key: string, value: unknown) {
  await db.insert(meta).values({ key, value }).onConflictDoNothing();
}
