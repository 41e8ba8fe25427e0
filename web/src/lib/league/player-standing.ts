import {
  displayedRole,
  type MatchType,
  ordinal,
  type RatingBars,
  rankInTier,
  rankOrder,
  ratingBars,
  type SeasonStats,
  type TierName,
  tierAggregates,
  UNRATED,
} from "@fragboard/core";
import type { ListedPlayer, StatLine } from "./player-list.js";
import { roleLabelOf } from "./role-label.js";

/** A player as the page or card shows him: which stat line, among which players, of which selection. */
export type ViewedPlayer = {
  player: ListedPlayer;
  line: StatLine;
  players: readonly ListedPlayer[];
  season: number;
  matchType: MatchType;
};

/** The players whose own tier is `tier`: the population of rank, tier averages, rankings and awards. */
export const tierMembers = (players: readonly ListedPlayer[], tier: TierName): ListedPlayer[] =>
  players.filter((player) => player.tier.name === tier);

/** The primary stat lines of a tier's own players (docs/rules.md#tier-aggregates: the tier's players with stats). */
export const tierStatLines = (players: readonly ListedPlayer[], tier: TierName): SeasonStats[] =>
  tierMembers(players, tier).flatMap((player) => (player.stats ? [player.stats] : []));

/** The tier a player is ranked in: his own, or for an Unrated player the tier of the line viewed. */
export const homeTier = (player: ListedPlayer, line: StatLine): TierName =>
  player.tier.name === UNRATED ? line.tier : player.tier.name;

export type PlayerStanding = {
  /** Configured novelty label, else the computed role of the viewed line; "-" when none stands out. */
  role: string;
  /** 1-based place in his tier's rank order (docs/rules.md#rank-in-tier), undefined when he has no stats there. */
  rank: number | undefined;
  /** "12th Overall in Contender". */
  rankLabel: string | undefined;
  /** Rank order of his tier's players with stats, for the nearby-players strip. */
  ordered: ListedPlayer[];
  /** Bars of the viewed line against the averages of the line's tier (docs/rules.md#rating-bars). */
  bars: RatingBars;
};

/** Where a player stands with the viewed stat line: the figures page and card share. */
export function playerStanding(
  players: readonly ListedPlayer[],
  player: ListedPlayer,
  line: StatLine,
  noveltyRoles: ReadonlyMap<string, string>,
): PlayerStanding {
  const tier = homeTier(player, line);
  // Only players with stats in the tier are ranked: a rostered player who has not played is no rival.
  const ordered = rankOrder(tierMembers(players, tier).filter((member) => member.stats !== undefined));
  const rank = rankInTier(player.name, ordered);
  const role = displayedRole({ steam64Id: player.steam64Id, stats: line.stats }, noveltyRoles);
  return {
    role: roleLabelOf(role),
    rank,
    rankLabel: rank === undefined ? undefined : `${ordinal(rank)} Overall in ${tier}`,
    ordered,
    bars: ratingBars(line.stats, tierAggregates(tierStatLines(players, line.tier))),
  };
}
