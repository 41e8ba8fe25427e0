/** Small numeric helpers shared by the league rules. */

/** Round half away from zero to `dp` decimals (what `toFixed` display code expects, without its float drift). */
export function roundTo(value: number, dp: number): number {
  const factor = 10 ** dp;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** `part / whole`, 0 when there is nothing to divide by (empty seasons, zero-round lines). */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** `part / whole × 100` rounded to `dp`, 0 when `whole` is 0. */
export function percent(part: number, whole: number, dp: number): number {
  return roundTo(ratio(part, whole) * 100, dp);
}

export function mean(values: readonly number[]): number {
  return ratio(
    values.reduce((sum, v) => sum + v, 0),
    values.length,
  );
}

/** Median; an even count takes the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Population (not sample) standard deviation: the tier is the whole population. */
export function populationStdDev(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}
