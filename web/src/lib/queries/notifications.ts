import type { UserNotification } from "@fragboard/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api-client.js";

export const NOTIFICATIONS_PATH = "/api/notifications";
/**
 * Asked again this often while the page is open (not from a background tab): live streams come and
 * go, and the server asks Twitch at most every 5 minutes, so a stream shows within 7 at worst.
 */
export const NOTIFICATIONS_REFRESH_MS = 2 * 60_000;

/** The signed-in user's live league streams and stored notifications with his read state (docs/api.md#notifications). */
export const notificationsQuery = (discordId: string | undefined) =>
  queryOptions({
    queryKey: [NOTIFICATIONS_PATH, { discordId }] as const,
    queryFn: ({ signal }) =>
      apiRequest<UserNotification[]>(NOTIFICATIONS_PATH, { signal, cache: "no-store" }),
    enabled: discordId !== undefined,
    staleTime: 60_000,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
