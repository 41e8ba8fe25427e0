import { ADMIN_SCOPE, type LoginUser, type MePlayer, type MeResponse } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "./api-client.js";
import { meQuery } from "./queries/me.js";

/**
 * The session state every page reads (docs/auth.md). `useMe()` is the `GET /api/me` query itself
 * (loading, error, data); `useSession()` is what most components need from it. While it loads, or
 * if it fails, nobody is signed in: the server decides what is allowed anyway.
 */
export const useMe = () => useQuery(meQuery());

export type Session = {
  user: LoginUser | null;
  player: MePlayer | null;
  isAdmin: boolean;
  /** GM or AGM of a franchise: the GM panel is theirs. */
  isGm: boolean;
};

export function sessionOf(me: MeResponse | undefined): Session {
  return {
    user: me?.user ?? null,
    player: me?.player ?? null,
    isAdmin: me?.scopes.includes(ADMIN_SCOPE) ?? false,
    isGm: me?.franchiseRoles.some((r) => r.role === "GM" || r.role === "AGM") ?? false,
  };
}

export function useSession(): Session {
  return sessionOf(useMe().data);
}

/**
 * Whether /api/me has not answered yet, or failed: pages that refuse the signed-out show a loading
 * state meanwhile (which shows the failure, docs/web.md#failures), not a refusal that flashes
 * before the session arrives or that blames the user for a server error.
 */
export const useSessionPending = () => {
  const me = useMe();
  return me.isPending || (me.isError && me.data === undefined);
};

/** Where the Login button sends the browser: the server starts a sign-in and comes back to `returnTo`. */
export const loginHref = (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * Signs out on the server (the cookie is httpOnly, scripts cannot clear it; the session ends there),
 * then rereads /api/me. `everywhere` ends every session of the member, on every device.
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ everywhere = false } = {}) => {
      await apiRequest<unknown>(everywhere ? "/api/auth/logout-everywhere" : "/api/auth/logout", {
        method: "POST",
      });
      await queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
    },
    [queryClient],
  );
}
