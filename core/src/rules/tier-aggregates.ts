import { z } from "zod";
import type { TierName } from "../constants/tiers.js";
import { SEASON_STAT_KEYS, type SeasonStatKey, type SeasonStats } from "../stats/shapes.js";
import { mean, median, populationStdDev, roundTo } from "./numbers.js";

/** Tier aggregates per stat (API.md §7.7): the population is every player of the tier with stats. */

export const statAggregateSchema = z.object({
  average: z.number(),
  median: z.number(),
  lowest: z.number(),
  highest: z.number(),
  /** Population standard deviation. */
  stdDev: z.number(),
});
export type StatAggregate = z.infer<typeof statAggregateSchema>;

export const tierAggregatesSchema = z.object({
  /** Players the figures are over; 0 gives all-zero figures. */
  count: z.number().int(),
  stats: z.object(
    Object.fromEntries(SEASON_STAT_KEYS.map((k) => [k, statAggregateSchema])) as Record<
      SeasonStatKey,
      typeof statAggregateSchema
    >,
  ),
});
export type TierAggregates = z.infer<typeof tierAggregatesSchema>;

/** Every figure is rounded to 2 dp, lowest and highest included: the combined rankings use those rounded bounds. */
const DP = 2;

function aggregate(values: readonly number[]): StatAggregate {
  return {
    average: roundTo(mean(values), DP),
    median: roundTo(median(values), DP),
    lowest: roundTo(values.length ? Math.min(...values) : 0, DP),
    highest: roundTo(values.length ? Math.max(...values) : 0, DP),
    stdDev: roundTo(populationStdDev(values), DP),
  };
}

export function tierAggregates(population: readonly SeasonStats[]): TierAggregates {
  const stats = {} as TierAggregates["stats"];
  for (const key of SEASON_STAT_KEYS) stats[key] = aggregate(population.map((s) => s[key]));
  return { count: population.length, stats };
}

/** The synthetic "{tier} Average" player the compare radar plots and inserts into the population. */
export function tierAveragePlayer(tier: TierName, aggregates: TierAggregates): SeasonStats {
  const player = { name: `${tier} Average` } as SeasonStats;
  for (const key of SEASON_STAT_KEYS) player[key] = aggregates.stats[key].average;
  return player;
}
