import type { Notification } from "@fragboard/core";
import { desc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notifications } from "../../db/schema/index.js";
import { requirePerson } from "../community/people.js";

/** Links that leave the site open in a new tab. */
const EXTERNAL = /^https?:\/\//i;

/**
 * A user's notifications and everyone's, newest first. The table keeps no image, so imageUrl is
 * null; a notification without a link points nowhere ("").
 */
export async function notificationsOf(db: Db, discordId: string): Promise<Notification[]> {
  await requirePerson(db, discordId);
  const rows = await db
    .select()
    .from(notifications)
    .where(or(eq(notifications.discordId, discordId), isNull(notifications.discordId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map((n) => ({
    id: String(n.id),
    title: n.title,
    subText: n.body,
    href: n.link ?? "",
    imageUrl: null,
    shouldNewTab: EXTERNAL.test(n.link ?? ""),
  }));
}
