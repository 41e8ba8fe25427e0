import type { UserNotification } from "@fragboard/core";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notificationReads, notifications } from "../../db/schema/index.js";
import { httpError } from "../../http/errors.js";

/** Links that leave the site open in a new tab. */
const EXTERNAL = /^https?:\/\//i;

/** The rows a user may see: his own and everyone's. */
const visibleTo = (discordId: string) =>
  or(eq(notifications.discordId, discordId), isNull(notifications.discordId));

/**
 * A user's notifications and everyone's, newest first, each with whether he has read it. The table
 * keeps no image, so imageUrl is null; a notification without a link points nowhere ("").
 */
export async function notificationsOf(db: Db, discordId: string): Promise<UserNotification[]> {
  const rows = await db
    .select({ n: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.discordId, discordId)),
    )
    .where(visibleTo(discordId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(({ n, readAt }) => ({
    id: String(n.id),
    title: n.title,
    subText: n.body,
    href: n.link ?? "",
    imageUrl: null,
    shouldNewTab: EXTERNAL.test(n.link ?? ""),
    read: readAt !== null,
  }));
}

/**
 * Marks notifications read for one user: the listed ones, or all he can see. An id that is not his
 * nor everyone's is refused as unknown (404), so nobody learns whose it is; reading twice is fine.
 */
export async function markRead(db: Db, discordId: string, ids: readonly string[] | "all") {
  if (ids !== "all" && ids.length === 0) return 0;
  const wanted = ids === "all" ? undefined : [...new Set(ids.map(Number))];
  const visible = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(wanted ? and(visibleTo(discordId), inArray(notifications.id, wanted)) : visibleTo(discordId));
  if (wanted && visible.length < wanted.length) {
    const found = new Set(visible.map((v) => v.id));
    throw httpError(404, `ids: no notification ${wanted.find((id) => !found.has(id))} in your menu.`);
  }
  if (visible.length === 0) return 0;
  const marked = await db
    .insert(notificationReads)
    .values(visible.map((v) => ({ notificationId: v.id, discordId })))
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return marked.length;
}
