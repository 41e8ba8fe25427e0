import { belowMinimumGames } from "./rank.js";

/** The career tab's rules (docs/rules.md#career). */

/** Mean of each value with the `window − 1` before it (fewer at the start). */
export function rollingMean(values: readonly number[], window: number): number[] {
  let sum = 0;
  return values.map((value, i) => {
    sum += value;
    if (i >= window) sum -= values[i - window] ?? 0;
    return sum / Math.min(i + 1, window);
  });
}

/** Maps in the career chart's rolling average. */
export const CAREER_ROLLING_MAPS = 5;

/**
 * Indexes of his best and worst rows by rating among rows with enough maps to rank (the
 * minimum-games rule); none when fewer than two rows qualify. Equal ratings: the earlier row.
 */
export function careerExtremes(rows: readonly { stats: { rating: number; gameCount: number } }[]): {
  best: number | undefined;
  worst: number | undefined;
} {
  const ranked = rows.flatMap((row, i) => (belowMinimumGames(row.stats.gameCount) ? [] : [i]));
  if (ranked.length < 2) return { best: undefined, worst: undefined };
  const rating = (i: number) => rows[i]?.stats.rating ?? 0;
  let best = ranked[0] as number;
  let worst = best;
  for (const i of ranked) {
    if (rating(i) > rating(best)) best = i;
    if (rating(i) < rating(worst)) worst = i;
  }
  return { best, worst };
}
