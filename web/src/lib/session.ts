import type { LoginUser } from "@fragboard/core";

/** The league player whose discordId is the user's, with where he plays. */
export type SessionPlayer = { name: string; team: { name: string; franchisePrefix: string } | null };

export type Session = {
  user: LoginUser | null;
  player: SessionPlayer | null;
  isAdmin: boolean;
  isGm: boolean;
};

/**
 * Who is signed in. Sign-in is not wired yet (the OAuth flow and /cb come with the auth work), so
 * nobody is: the shell shows Login and no user menu.
 */
export function useSession(): Session {
  return { user: null, player: null, isAdmin: false, isGm: false };
}

/** Where the Login button sends the browser; the server brings the user back to `returnTo`. */
export const loginHref = (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

export const LOGOUT_HREF = "/api/auth/logout";
