import type { NotificationsReadBody, NotificationsReadResponse, UserNotification } from "@fragboard/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "./api-client.js";
import { useEmptyProfileNotification } from "./empty-profile-notice.js";
import { NOTIFICATIONS_PATH, notificationsQuery } from "./queries/notifications.js";
import { useSession } from "./session.js";

export type NotificationsState = {
  notifications: UserNotification[];
  /** Signed in and the first answer is not there yet. */
  loading: boolean;
  /** Signed in and the server could not list them (nothing listed yet). */
  failed: boolean;
  /** Marks these entries read on the server; entries the server does not keep are skipped. */
  markRead: (ids: readonly string[]) => void;
};

/**
 * The notifications menu's entries. Signed out there is nothing to ask the server. The client-side
 * empty-profile reminder comes first and stays unread while the profile is empty (it is not
 * stored, unless the server already lists the same text).
 */
export function useNotifications(): NotificationsState {
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

  const { queryKey } = notificationsQuery(discordId);
  const { mutate } = useMutation({
    mutationFn: (body: NotificationsReadBody) =>
      apiRequest<NotificationsReadResponse>(`${NOTIFICATIONS_PATH}/read`, { method: "POST", body }),
    onSuccess: (_answer, body) =>
      queryClient.setQueryData(queryKey, (old) =>
        old?.map((n) => (body.ids?.includes(n.id) ? { ...n, read: true } : n)),
      ),
    // A stream may have ended since the list was fetched (404): the fresh list says what is left.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  const storedKey = stored.map((n) => n.id).join(",");
  // The ids as a string: a new callback only when the list's ids change, not on each refetch.
  const markRead = useCallback(
    (ids: readonly string[]) => {
      const known = new Set(storedKey.split(","));
      const wanted = ids.filter((id) => known.has(id));
      if (wanted.length > 0) mutate({ ids: wanted });
    },
    [storedKey, mutate],
  );
  return {
    notifications,
    loading: user !== null && query.isPending,
    failed: user !== null && query.isError && query.data === undefined,
    markRead,
  };
}

/**
 * What an open menu shows as new: while it is open, every unread entry it lists (on opening, or
 * arriving while open) is marked read on the server but keeps its dot until the menu closes, so the
 * user sees which ones were new. Closing forgets them; the next opening starts afresh.
 */
export function useOpenMenuReadState(
  open: boolean,
  { notifications, markRead }: Pick<NotificationsState, "notifications" | "markRead">,
): (id: string) => boolean {
  const [seenNew, setSeenNew] = useState<ReadonlySet<string>>(() => new Set());
  const unread = notifications.filter((n) => !n.read).map((n) => n.id);
  const unreadKey = unread.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadKey stands for unread's contents.
  useEffect(() => {
    if (!open) {
      setSeenNew(new Set());
      return;
    }
    if (unread.length === 0) return;
    setSeenNew((seen) => new Set([...seen, ...unread]));
    markRead(unread);
  }, [open, unreadKey, markRead]);
  return (id) => seenNew.has(id) || unread.includes(id);
}
