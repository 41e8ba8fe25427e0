import type { NotificationsReadBody, NotificationsReadResponse, UserNotification } from "@fragboard/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "./api-client.js";
import { useEmptyProfileNotification } from "./empty-profile-notice.js";
import { useSession } from "./session.js";

const PATH = "/api/notifications";

/** The signed-in user's stored notifications with his read state (docs/api.md#notifications). */
const notificationsQuery = (discordId: string | undefined) =>
  queryOptions({
    queryKey: [PATH, { discordId }] as const,
    queryFn: ({ signal }) => apiRequest<UserNotification[]>(PATH, { signal, cache: "no-store" }),
    enabled: discordId !== undefined,
    staleTime: 60_000,
  });

/**
 * The notifications menu's entries and what opening it does. Signed out there is nothing to ask
 * the server. The client-side empty-profile reminder comes first and stays unread while the profile
 * is empty (it is not stored, unless the server already lists the same text).
 */
export function useNotifications(): { notifications: UserNotification[]; markOpenedRead: () => void } {
  const { user } = useSession();
  const discordId = user?.discordId;
  const query = useQuery(notificationsQuery(discordId));
  const profileNotice = useEmptyProfileNotification();
  const queryClient = useQueryClient();
  const stored = user ? (query.data ?? []) : [];
  const notifications =
    profileNotice && !stored.some((n) => n.title === profileNotice.title)
      ? [{ ...profileNotice, read: false }, ...stored]
      : stored;

  const { mutate } = useMutation({
    mutationFn: (body: NotificationsReadBody) =>
      apiRequest<NotificationsReadResponse>(`${PATH}/read`, { method: "POST", body }),
    onSuccess: (_answer, body) =>
      queryClient.setQueryData(notificationsQuery(discordId).queryKey, (old) =>
        old?.map((n) => (body.ids?.includes(n.id) ? { ...n, read: true } : n)),
      ),
  });
  const unread = stored.filter((n) => !n.read).map((n) => n.id);
  const unreadKey = unread.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadKey stands for unread's contents.
  const markOpenedRead = useCallback(() => {
    if (unread.length > 0) mutate({ ids: unread });
  }, [unreadKey, mutate]);
  return { notifications, markOpenedRead };
}
