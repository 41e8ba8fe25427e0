import type { Rng } from "../random.js";

/** Community records are stamped in epoch milliseconds while generated and stored as ISO text. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** An ISO instant drawn uniformly from [from, to]; `from` when the window is empty. */
export function instantBetween(rng: Rng, from: number, to: number): string {
  return new Date(Math.round(to > from ? rng.float(from, to) : from)).toISOString();
}
