import type { NotificationRecord, ProfileRecord, ServerNoticeRecord, UserRecord } from "@fragboard/core";
import type { CommunityContext } from "./context.js";
import { DAY } from "./time.js";

/** Spec 000 §6: what a user whose profile is empty is told. */
export const EMPTY_PROFILE_NOTIFICATION = {
  title: "It Looks like your profile is empty.",
  subText: "Click here to go to your profile.",
  href: "/profile",
} as const;

/** A welcome for everyone, and a nudge for each user without a filled-in profile. */
export function makeNotifications(
  ctx: CommunityContext,
  users: readonly UserRecord[],
  profiles: readonly ProfileRecord[],
): NotificationRecord[] {
  const filled = new Set(profiles.filter((p) => Object.keys(p.profile).length > 0).map((p) => p.discordId));
  const welcome = {
    discordId: null,
    title: "Welcome to Fragboard!",
    subText: "Stats, standings and pickems for every tier of the league.",
    href: "/about",
    createdAt: ctx.current.startDate,
  };
  const nudges = users
    .filter((u) => !filled.has(u.discordId))
    .map((u) => ({ discordId: u.discordId, ...EMPTY_PROFILE_NOTIFICATION, createdAt: u.createdAt }));
  return [welcome, ...nudges].map((n, i) => ({
    ...n,
    id: String(i + 1),
    imageUrl: null,
    shouldNewTab: false,
  }));
}

/** The servers are healthy: an empty notice posted by the league office. */
export function makeServerNotices(ctx: CommunityContext, postedBy: string): ServerNoticeRecord[] {
  return [{ type: "", message: "", updatedBy: postedBy, updatedAt: new Date(ctx.now - DAY).toISOString() }];
}
