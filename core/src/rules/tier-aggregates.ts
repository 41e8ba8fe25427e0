import type { TierName } from "../constants/tiers.js";
import type { SeasonStats } from "../stats/shapes.js";
import { SEASON_STAT_KEYS } from "../stats/stat-keys.js";
import { mean, median, populationStdDev, roundTo } from "./numbers.js";
import type { StatAggregate, TierAggregates } from "./tier-aggregates-schema.js";

/** Tier aggregates per stat (docs/rules.md#tier-aggregates): the population is every player of the tier with stats. */

// The schemas live in a module of their own, so the web app can aggregate without loading zod.
export {
  type StatAggregate,
  statAggregateSchema,
  type TierAggregates,
  tierAggregatesSchema,
} from "./tier-aggregates-schema.js";

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
