/** Least-squares line and Pearson's r for the correlation charts (docs/rules.md#charts). */

export type LinearFit = {
  slope: number;
  intercept: number;
  /** Pearson correlation coefficient, −1..1. */
  r: number;
  n: number;
};

/**
 * Ordinary least squares fit of y on x with Pearson's r. Undefined with fewer than two points or
 * when either variable does not vary (no line, and r would divide by zero).
 */
export function linearFit(points: readonly (readonly [number, number])[]): LinearFit | undefined {
  const n = points.length;
  if (n < 2) return undefined;
  let sumX = 0;
  let sumY = 0;
  for (const [x, y] of points) {
    sumX += x;
    sumY += y;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (sxx === 0 || syy === 0) return undefined;
  const slope = sxy / sxx;
  // Rounding can push |r| a hair past 1 for perfectly aligned points.
  const r = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  return { slope, intercept: meanY - slope * meanX, r, n };
}
