import type { TierName } from "../constants/tiers.js";
import type { SeasonStatKey, SeasonStats } from "../stats/shapes.js";
import { tierAggregates, tierAveragePlayer } from "./tier-aggregates.js";

/** Per-stat percentile in tier (docs/rules.md#percentiles). */

/**
 * Percentile of `value` among `population` (which includes it): its 1-based position in ascending
 * order over the population size × 100, as an integer. Tied values all take the last position
 * of their tie (the count of values ≤ value), so equal stats always get equal percentiles.
 * Higher is higher for every stat, consistency included.
 */
export function statPercentile(value: number, population: readonly number[]): number {
  if (population.length === 0) return 0;
  const atOrBelow = population.filter((v) => v <= value).length;
  return Math.round((atOrBelow / population.length) * 100);
}

/**
 * Percentiles of `player` for `keys` within `population` (the tier's players with stats, no
 * minimum games). A stat line not already in the population (one viewed out of its tier, or a
 * synthetic average) is inserted first, matched by identity since out-of-tier rows share the name.
 */
export function percentileProfile<K extends SeasonStatKey>(
  player: SeasonStats,
  population: readonly SeasonStats[],
  keys: readonly K[],
): Record<K, number> {
  const everyone = population.includes(player) ? population : [...population, player];
  const profile = {} as Record<K, number>;
  for (const key of keys)
    profile[key] = statPercentile(
      player[key],
      everyone.map((s) => s[key]),
    );
  return profile;
}

/**
 * The compare radar's population: the tier's players, the synthetic "{tier} Average" player built
 * from the tier's averages, and any viewed stat lines from outside the tier.
 */
export function radarPopulation(
  tier: TierName,
  tierPlayers: readonly SeasonStats[],
  viewed: readonly SeasonStats[] = [],
): { average: SeasonStats; population: SeasonStats[] } {
  const average = tierAveragePlayer(tier, tierAggregates(tierPlayers));
  const outsiders = viewed.filter((s) => !tierPlayers.includes(s));
  return { average, population: [...tierPlayers, average, ...outsiders] };
}

/** The two radar charts of Player Compare (spec 001 §2). */
export const COMPARE_RADAR_STATS = [
  ["rating", "pit", "kast", "adr", "kr", "hs"],
  ["utilDmg", "ef", "fAssists", "suppXR", "util"],
] as const satisfies readonly (readonly SeasonStatKey[])[];
