import { at } from "@fragboard/core";
import type { Rng } from "../random.js";

/** Who plays whom: a round robin for the regular season and a seeded single-elimination bracket. */

/**
 * `days` rounds of pairings (home, away) of an even number of teams. The circle method gives
 * each team every opponent once per cycle of n − 1 rounds; later cycles swap home and away.
 */
export function roundRobin<T>(rng: Rng, teams: readonly T[], days: number): [T, T][][] {
  const n = teams.length;
  if (n % 2 !== 0) throw new Error("a round robin needs an even number of teams");
  const order = rng.shuffle(teams);
  const cycle: [T, T][][] = [];
  const ring = order.slice(1);
  for (let r = 0; r < n - 1; r++) {
    const circle = [at(order, 0), ...ring];
    const pairs: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = at(circle, i);
      const b = at(circle, n - 1 - i);
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    cycle.push(pairs);
    ring.unshift(ring.pop() as T);
  }
  const rounds = rng.shuffle(cycle);
  return Array.from({ length: days }, (_, d) => {
    const pairs = rounds[d % rounds.length] as [T, T][];
    return Math.floor(d / rounds.length) % 2 === 0 ? pairs : pairs.map(([a, b]): [T, T] => [b, a]);
  });
}

/** Seed numbers in bracket order for a bracket of `size` (a power of two): 1 and 2 meet last. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}
