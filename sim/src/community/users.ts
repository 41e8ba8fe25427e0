import type { UserRecord } from "@fragboard/core";
import type { CommunityContext } from "./context.js";
import { DAY, instantBetween } from "./time.js";

/** Share of the league's people who have signed in to Fragboard. */
const USER_SHARE = 0.6;
const HEX = "0123456789abcdef";

/** A chat-platform username: lower case letters, digits, "_" and "." (2 to 32 characters). */
export function usernameOf(name: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9_.]/g, "");
  return (base.length >= 2 ? base : `${base}player`).slice(0, 32);
}

/** Users for about 60% of the league's people, each signed up some time before today. */
export function makeUsers(ctx: CommunityContext): UserRecord[] {
  const rng = ctx.rng("users");
  const firstSeasonStart = Math.min(...ctx.league.seasons.map((s) => Date.parse(s.startDate)));
  return ctx.league.players
    .filter(() => rng.chance(USER_SHARE))
    .map((player) => ({
      discordId: player.discordId,
      discordUsername: usernameOf(player.name),
      // A fifth keep the platform's default avatar.
      avatar: rng.chance(0.8) ? rng.chars(HEX, 32) : null,
      playerId: player.id,
      createdAt: instantBetween(rng, firstSeasonStart, ctx.now - DAY),
    }));
}
