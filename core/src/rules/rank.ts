import { MIN_GAMES_FOR_ROLE } from "../constants/roles.js";
import type { SeasonStats } from "../stats/shapes.js";

/** Rank in tier, "Nth Overall in Tier" (docs/rules.md#rank-in-tier). */

export type TierMember = { name: string; stats: Pick<SeasonStats, "rating" | "gameCount"> | undefined };

/** Ranked = has stats and at least MIN_GAMES_FOR_ROLE maps (spec 001 §9: at least 3 to be ranked). */
export const isRanked = (member: TierMember) =>
  member.stats !== undefined && member.stats.gameCount >= MIN_GAMES_FOR_ROLE;

/**
 * The tier's players in rank order: ranked players by rating descending, then the unranked by
 * games played ascending (no stats counts as 0 games). Equal keys fall back to name so the order
 * never depends on input order.
 */
export function rankOrder<T extends TierMember>(members: readonly T[]): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  const ranked = members.filter(isRanked);
  const unranked = members.filter((m) => !isRanked(m));
  ranked.sort((a, b) => (b.stats?.rating ?? 0) - (a.stats?.rating ?? 0) || byName(a, b));
  unranked.sort((a, b) => (a.stats?.gameCount ?? 0) - (b.stats?.gameCount ?? 0) || byName(a, b));
  return [...ranked, ...unranked];
}

/** Under this many maps a figure ranks after everyone's who has them (spec 001 §9; docs/rules.md#minimum-games). */
export const MIN_GAMES_TO_RANK = MIN_GAMES_FOR_ROLE;
export const belowMinimumGames = (games: number | undefined) => (games ?? 0) < MIN_GAMES_TO_RANK;
/** What every ranked list says about the rule, word for word. */
export const MINIMUM_GAMES_NOTE = `Players with fewer than ${MIN_GAMES_TO_RANK} maps rank after the others.`;

/**
 * Shared ("competition") ranks of rows already in rank order: rows `same` as the row before share
 * its rank and the next rank skips past them (1, 2, 2, 4) (docs/rules.md#shared-ranks).
 */
export function sharedRanks<T>(ordered: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  ordered.forEach((row, i) => {
    const previous = ordered[i - 1];
    ranks.push(previous !== undefined && same(previous, row) ? (ranks[i - 1] ?? 1) : i + 1);
  });
  return ranks;
}

/** Tier members tie when both are ranked with the same rating, or both unranked with the same maps. */
const sameStanding = (a: TierMember, b: TierMember) =>
  isRanked(a) === isRanked(b) &&
  (isRanked(a)
    ? a.stats?.rating === b.stats?.rating
    : (a.stats?.gameCount ?? 0) === (b.stats?.gameCount ?? 0));

/** `name`'s shared rank in the rank order (equal ratings share it), undefined when not in the tier. */
export function rankInTier(name: string, ordered: readonly TierMember[]): number | undefined {
  const index = ordered.findIndex((m) => m.name === name);
  return index < 0 ? undefined : sharedRanks(ordered, sameStanding)[index];
}

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 112th... */
export function ordinalSuffix(n: number): "st" | "nd" | "rd" | "th" {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  switch (Math.abs(n) % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

export const ordinal = (n: number) => `${n}${ordinalSuffix(n)}`;
