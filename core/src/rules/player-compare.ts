import type { TierName } from "../constants/tiers.js";
import type { SeasonStats } from "../stats/shapes.js";
import { COMPARE_RADAR_STATS, percentileProfile, radarPopulation } from "./percentile.js";

/** Player Compare's percentiles (docs/rules.md#player-compare). */

/** Every stat of the two compare radars, in chart order. */
export const COMPARE_STATS = [...COMPARE_RADAR_STATS[0], ...COMPARE_RADAR_STATS[1]] as const;
export type CompareStat = (typeof COMPARE_STATS)[number];
export type ComparePercentiles = Record<CompareStat, number>;

/**
 * Percentiles 0..100 of each compared stat line and of the "{tier} Average" player, all within the
 * tier of the first player picked: the population is that tier's players with stats, the average
 * and every compared line from elsewhere (a sub's other-tier line, a player of another tier).
 */
export function comparePercentiles(
  firstTier: TierName,
  tierPlayers: readonly SeasonStats[],
  lines: readonly SeasonStats[],
): { average: { stats: SeasonStats; percentiles: ComparePercentiles }; lines: ComparePercentiles[] } {
  const { average, population } = radarPopulation(firstTier, tierPlayers, lines);
  const profile = (stats: SeasonStats) => percentileProfile(stats, population, COMPARE_STATS);
  return { average: { stats: average, percentiles: profile(average) }, lines: lines.map(profile) };
}
