import type { UserNotification } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import {
  markNotificationsRead,
  notificationsVisibleTo,
  visibleNotificationIds,
} from "../../repositories/community/notifications.js";

/** Links that leave the site open in a new tab. */
const EXTERNAL = /^https?:\/\//i;

/**
 * A user's notifications and everyone's, newest first, each with whether he has read it. The table
 * keeps no image, so imageUrl is null; a notification without a link points nowhere ("").
 */
export async function notificationsOf(db: Db, discordId: string): Promise<UserNotification[]> {
  const rows = await notificationsVisibleTo(db, discordId);
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
  const visible = await visibleNotificationIds(db, discordId, wanted);
  if (wanted && visible.length < wanted.length) {
    const found = new Set(visible);
    throw httpError(404, `ids: no notification ${wanted.find((id) => !found.has(id))} in your menu.`);
  }
  return markNotificationsRead(db, discordId, visible);
}
