import type { MeResponse, SessionClaims, SignInMode } from "@fragboard/core";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { MediaUrl } from "../../http/media-url.js";
import { userRow } from "../../repositories/community/people.js";
import { franchiseRolesOf, playerOf } from "./people.js";

/** Discord when configured; else the offline demo page unless LOCAL_SIGNIN=off. */
export function signInMode(config: Pick<Config, "discord" | "localSignIn">): SignInMode {
  if (config.discord) return "discord";
  return config.localSignIn ? "local" : "off";
}

const discordAvatar = (discordId: string, hash: string) =>
  `https://cdn.discordapp.com/avatars/${discordId}/${hash}.webp`;

/**
 * `GET /api/me`. The scopes are the session's own (what the server will grant); the rest is read
 * now. Discord avatars are shown only in the Discord mode: the simulated users' hashes point
 * nowhere, so offline the player's own avatar stands in. Our own avatar paths are absolute under
 * PUBLIC_URL (`media`), as in every other answer, for clients served from another origin.
 */
export async function meOf(
  db: Db,
  claims: SessionClaims | undefined,
  mode: SignInMode,
  media: MediaUrl = (path) => path,
): Promise<MeResponse> {
  if (!claims) return { user: null, player: null, franchiseRoles: [], scopes: [], signIn: mode };
  const [user, stored] = await Promise.all([userRow(db, claims.sub), playerOf(db, claims.sub)]);
  const player = stored && { ...stored, avatarUrl: media(stored.avatarUrl) };
  const avatar =
    mode === "discord" && user?.avatar ? discordAvatar(claims.sub, user.avatar) : (player?.avatarUrl ?? null);
  return {
    user: {
      discordId: claims.sub,
      discordUsername: user?.globalName || user?.username || player?.name || claims.sub,
      id: player?.id ?? null,
      avatar,
    },
    player,
    franchiseRoles: await franchiseRolesOf(db, player),
    scopes: claims.scopes,
    signIn: mode,
  };
}
