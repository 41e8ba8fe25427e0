import {
  displayedRole,
  type MatchType,
  ordinal,
  type RatingBars,
  ROLE_LABELS,
  rankInTier,
  rankOrder,
  ratingBars,
  type SeasonStats,
  type TierName,
  tierAggregates,
  UNRATED,
} from "@fragboard/core";
import type { ListedPlayer, StatLine } from "./player-list.js";

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

/** The primary stat lines of a tier's own players (API.md §7.7: the tier's players with stats). */
export const tierStatLines = (players: readonly ListedPlayer[], tier: TierName): SeasonStats[] =>
  tierMembers(players, tier).flatMap((player) => (player.stats ? [player.stats] : []));

/** The tier a player is ranked in: his own, or for an Unrated player the tier of the line viewed. */
export const homeTier = (player: ListedPlayer, line: StatLine): TierName =>
  player.tier.name === UNRATED ? line.tier : player.tier.name;

export type PlayerStanding = {
  /** Configured novelty label, else the computed role of the viewed line; "-" when none stands out. */
  role: string;
  /** 1-based place in his tier's rank order (API.md §7.4), undefined when not a member. */
  rank: number | undefined;
  /** "12th Overall in Contender". */
  rankLabel: string | undefined;
  /** Rank order of his tier, for the nearby-players strip. */
  ordered: ListedPlayer[];
  /** Bars of the viewed line against the averages of the line's tier (API.md §7.9). */
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
  const ordered = rankOrder(tierMembers(players, tier));
  const rank = rankInTier(player.name, ordered);
  const role = displayedRole({ steam64Id: player.steam64Id, stats: line.stats }, noveltyRoles);
  return {
    role: (ROLE_LABELS as Record<string, string>)[role] ?? (role || "-"),
    rank,
    rankLabel: rank === undefined ? undefined : `${ordinal(rank)} Overall in ${tier}`,
    ordered,
    bars: ratingBars(line.stats, tierAggregates(tierStatLines(players, line.tier))),
  };
}
