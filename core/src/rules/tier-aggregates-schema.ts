import { z } from "zod";
import { objectOf } from "../stats/object-of.js";
import { SEASON_STAT_KEYS } from "../stats/stat-keys.js";

/** Tier aggregates per stat (docs/rules.md#tier-aggregates), as tierAggregates computes them. */

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
  stats: objectOf(SEASON_STAT_KEYS, statAggregateSchema),
});
export type TierAggregates = z.infer<typeof tierAggregatesSchema>;
