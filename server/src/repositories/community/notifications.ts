import { and, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notificationReads, notifications, streamReads } from "../../db/schema/index.js";

/**
 * A member's notification menu: stored notifications (his own and everyone's) with whether he
 * read each, and which live Twitch streams he marked read.
 */

/** The rows a user may see: his own and everyone's. */
const visibleTo = (discordId: string) =>
  or(eq(notifications.discordId, discordId), isNull(notifications.discordId));

/** The notifications a user may see, newest first, each with when he read it (null = unread). */
export const notificationsVisibleTo = (db: Db, discordId: string) =>
  db
    .select({ n: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.discordId, discordId)),
    )
    .where(visibleTo(discordId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));

/** The ids among `ids` (all when undefined) of notifications the user may see. */
export async function visibleNotificationIds(db: Db, discordId: string, ids?: readonly number[]) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(ids ? and(visibleTo(discordId), inArray(notifications.id, [...ids])) : visibleTo(discordId));
  return rows.map((r) => r.id);
}

/** Marks notifications read; returns how many were not read before. */
export async function markNotificationsRead(db: Db, discordId: string, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const marked = await db
    .insert(notificationReads)
    .values(ids.map((notificationId) => ({ notificationId, discordId })))
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return marked.length;
}

/** The ids among `streamIds` of streams this user marked read. */
export async function readStreamIds(db: Db, discordId: string, streamIds: readonly string[]) {
  const rows = await db
    .select({ streamId: streamReads.streamId })
    .from(streamReads)
    .where(and(eq(streamReads.discordId, discordId), inArray(streamReads.streamId, [...streamIds])));
  return new Set(rows.map((r) => r.streamId));
}

/** Marks streams read at `now` after forgetting this user's reads older than `forgetBefore`; returns how many were new. */
export async function recordStreamReads(
  db: Db,
  discordId: string,
  streamIds: readonly string[],
  now: Date,
  forgetBefore: Date,
) {
  await db
    .delete(streamReads)
    .where(and(eq(streamReads.discordId, discordId), lt(streamReads.readAt, forgetBefore)));
  const marked = await db
    .insert(streamReads)
    .values(streamIds.map((streamId) => ({ discordId, streamId, readAt: now })))
    .onConflictDoNothing()
    .returning({ id: streamReads.streamId });
  return marked.length;
}
