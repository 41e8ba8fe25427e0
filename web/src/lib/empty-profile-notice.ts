import type { Notification } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMatch } from "react-router";
import { profileBundleQuery } from "./queries/player.js";
import { useSession } from "./session.js";

/** Spec 000 §6: the exact texts, linking to the editor. */
export const EMPTY_PROFILE_NOTIFICATION: Notification = {
  id: "profile-empty",
  title: "It Looks like your profile is empty.",
  subText: "Click here to go to your profile.",
  href: "/profile",
  imageUrl: null,
  shouldNewTab: false,
};

/**
 * The reminder while a signed-in member views his own player page and has never filled in his
 * profile; null otherwise. The player page rewrites the address to the player's own name, so the
 * route's id is compared with the name /api/me found for his Discord id. The bundle is the one the
 * page loads anyway (same query key), and a save refetches it, so the reminder goes at once.
 */
export function useEmptyProfileNotification(): Notification | null {
  const { user, player } = useSession();
  const viewed = useMatch("/players/:id")?.params.id;
  const own = user !== null && player !== null && viewed === player.name;
  const bundle = useQuery(profileBundleQuery(own ? user.discordId : undefined));
  const empty = bundle.data !== undefined && Object.keys(bundle.data.profile).length === 0;
  return own && empty ? EMPTY_PROFILE_NOTIFICATION : null;
}
