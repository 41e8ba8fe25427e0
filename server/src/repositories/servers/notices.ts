import type { ServerNoticeType } from "@fragboard/core";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { serverNotices } from "../../db/schema/index.js";

/** The admin's notices above the servers page; the latest one is in force. */

export async function latestServerNotice(db: Db) {
  const [latest] = await db
    .select({ type: serverNotices.type, message: serverNotices.message })
    .from(serverNotices)
    .orderBy(desc(serverNotices.createdAt), desc(serverNotices.id))
    .limit(1);
  return latest ?? null;
}

export async function insertServerNotice(
  db: Db,
  notice: { type: ServerNoticeType; message: string; createdBy: string },
  /** More writes of the notice (its outgoing event), in the same transaction. */
  after?: (tx: Db, row: typeof serverNotices.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(serverNotices).values(notice).returning();
    if (!row) throw new Error("the notice was not stored");
    await after?.(tx, row);
    return row;
  });
}
