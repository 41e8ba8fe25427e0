import type { Season, Team, TierName } from "@fragboard/core";
import type { CommunityContext, SeasonStatsInput } from "./context.js";

/** Who won what in a season: shared by the accolades and the articles that report them. */

/** Rating awards need at least half the games of the busiest player of the group. */
const MIN_GAME_SHARE = 0.5;

/** A season line of a known league player. */
export type Line = SeasonStatsInput & { playerId: string };

const playoffRound = (matchDay: string) => (matchDay.startsWith("P") ? Number(matchDay.slice(1)) : 0);

/** Winner of the tier's last playoff series, if it has been decided. */
export function champion(ctx: CommunityContext, season: Season, tier: TierName): Team | null {
  const final = ctx.league.matches
    .filter((m) => m.season === season.number && m.tier === tier && playoffRound(m.matchDay) > 0)
    .sort((a, b) => playoffRound(b.matchDay) - playoffRound(a.matchDay))[0];
  const winner = final ? ctx.winners.get(final.id) : undefined;
  return (winner && ctx.teams.get(winner)) || null;
}

/** Regular-season lines of the season's league players with enough games, best rating first. */
export function ratedLines(ctx: CommunityContext, season: Season, tier?: TierName): Line[] {
  const rows = ctx.seasonStats.filter(
    (r): r is Line =>
      r.season === season.number &&
      r.matchType === "Regulation" &&
      r.playerId !== null &&
      (tier === undefined || r.tier === tier),
  );
  const most = Math.max(0, ...rows.map((r) => r.stats.gameCount));
  return rows
    .filter((r) => r.stats.gameCount >= Math.max(1, most * MIN_GAME_SHARE))
    .sort((a, b) => b.stats.rating - a.stats.rating);
}
