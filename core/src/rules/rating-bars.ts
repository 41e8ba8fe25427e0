import { z } from "zod";
import type { SeasonStats } from "../stats/shapes.js";
import { clamp } from "./numbers.js";
import type { TierAggregates } from "./tier-aggregates.js";

/** Rating bars, form arrow and consistency score of the player page and card (docs/rules.md#rating-bars). */

/** A rating of 2.0 fills the bar. */
const FULL_BAR_RATING = 2;
/** Form within this of the rating counts as level. */
const LEVEL_FORM_BAND = 0.05;

export const ratingBarWidth = (rating: number) => clamp((rating / FULL_BAR_RATING) * 100, 0, 100);

export type FormArrow = "level" | "up" | "down";

export function formArrow(rating: number, form: number): FormArrow {
  // The epsilon keeps an exact 0.05 gap level despite float error (1.05 − 1.00 > 0.05 in doubles).
  if (Math.abs(rating - form) <= LEVEL_FORM_BAND + 1e-9) return "level";
  return form > rating ? "up" : "down";
}

/** (1 − consistency/rating) × 100 as an integer: higher is steadier relative to the rating. */
export const consistencyScore = (consistency: number, rating: number) =>
  rating === 0 ? 0 : Math.round((1 - consistency / rating) * 100);

const barSchema = z.object({ width: z.number(), tierMarker: z.number() });

export const ratingBarsSchema = z.object({
  peak: barSchema,
  rating: barSchema,
  pit: barSchema,
  form: z.enum(["level", "up", "down"]),
  consistency: z.object({ player: z.number().int(), tier: z.number().int() }),
  /** "Data from last N match(es)". */
  caption: z.string(),
  /** Fewer than 3 maps: the figures are not yet meaningful. */
  fewGames: z.boolean(),
});
export type RatingBars = z.infer<typeof ratingBarsSchema>;

export function ratingBars(
  stats: Pick<SeasonStats, "peak" | "rating" | "pit" | "form" | "consistency" | "gameCount">,
  tier: TierAggregates,
): RatingBars {
  const bar = (value: number, tierAverage: number) => ({
    width: ratingBarWidth(value),
    tierMarker: ratingBarWidth(tierAverage),
  });
  const { peak, rating, pit, consistency } = tier.stats;
  return {
    peak: bar(stats.peak, peak.average),
    rating: bar(stats.rating, rating.average),
    pit: bar(stats.pit, pit.average),
    form: formArrow(stats.rating, stats.form),
    consistency: {
      player: consistencyScore(stats.consistency, stats.rating),
      tier: consistencyScore(consistency.average, rating.average),
    },
    caption: `Data from last ${stats.gameCount} ${stats.gameCount === 1 ? "match" : "matches"}`,
    fewGames: stats.gameCount < 3,
  };
}
