/**
 * The value axis of a bar chart: ticks at a round step (1, 2, 2.5 or 5 times a power of ten)
 * covering zero and every value, about `count` of them.
 */
export function niceTicks(values: readonly number[], count = 5): number[] {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  const raw = (hi - lo || 1) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const first = Math.floor(lo / step);
  const last = Math.max(Math.ceil(hi / step), first + 1);
  // toPrecision drops the float noise of repeated steps (0.30000000000000004).
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)));
}
