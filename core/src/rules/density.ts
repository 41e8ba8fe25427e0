import { mean } from "./numbers.js";

/** Kernel density estimates for the distribution charts (docs/rules.md#charts). */

export type DensityPoint = { x: number; y: number };

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** Sample standard deviation (n − 1): the bandwidth rule is stated for a sample. */
function sampleStdDev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/** Quantile `q` (0..1) by linear interpolation between the sorted values (type 7, as R and NumPy). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (at - below);
}

/**
 * Silverman's rule of thumb: 0.9 × min(sd, IQR / 1.34) × n^(−1/5). When the spread is zero (one
 * value, or all equal) a tenth of the largest value's size (or 1 for zeros) keeps the curve drawable.
 */
export function silvermanBandwidth(values: readonly number[]): number {
  const n = values.length;
  if (n === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  const sd = sampleStdDev(sorted);
  const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
  const spread = iqr > 0 ? Math.min(sd, iqr / 1.34) : sd;
  const size = Math.max(Math.abs(sorted[0] ?? 0), Math.abs(sorted[n - 1] ?? 0));
  // A spread lost in floating-point noise is no spread: the curve would not be drawable.
  if (spread > 1e-9 * Math.max(size, 1)) return 0.9 * spread * n ** -0.2;
  return size > 0 ? size / 10 : 1;
}

/** Gaussian kernel density of `values` at `x` with bandwidth `h`: mean of φ((x − v) / h) / h. */
export function densityAt(values: readonly number[], x: number, h: number): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) {
    const u = (x - v) / h;
    sum += Math.exp(-0.5 * u * u);
  }
  return sum / (values.length * h * SQRT_2PI);
}

/**
 * The density curve of `values` on `points` evenly spaced x values, from 3 bandwidths below the
 * lowest value to 3 above the highest (where the curve has all but reached 0). Empty for no values.
 */
export function densityCurve(
  values: readonly number[],
  options: { points?: number; bandwidth?: number } = {},
): DensityPoint[] {
  if (values.length === 0) return [];
  const points = Math.max(2, options.points ?? 100);
  const h = options.bandwidth ?? silvermanBandwidth(values);
  const low = Math.min(...values) - 3 * h;
  const high = Math.max(...values) + 3 * h;
  const step = (high - low) / (points - 1);
  return Array.from({ length: points }, (_, i) => {
    const x = low + i * step;
    return { x, y: densityAt(values, x, h) };
  });
}
