import { ratio } from "../rules/numbers.js";

/** What the HLTV 1.0 rating needs; nK = rounds with exactly n kills. */
export type RatingCounts = {
  rounds: number;
  kills: number;
  deaths: number;
  k1: number;
  k2: number;
  k3: number;
  k4: number;
  k5: number;
};

/**
 * League rating, HLTV 1.0 form (STATS.md):
 * (kr/0.679 + 0.7·((rounds−deaths)/rounds)/0.317 + ((1K + 4·2K + 9·3K + 16·4K + 25·5K)/rounds)/1.277) / 2.7.
 * 0 over no rounds (e.g. the CT rating of a map played only on T).
 */
export function hltvRating(c: RatingCounts): number {
  if (c.rounds === 0) return 0;
  const multi = c.k1 + 4 * c.k2 + 9 * c.k3 + 16 * c.k4 + 25 * c.k5;
  const killRating = c.kills / c.rounds / 0.679;
  const survivalRating = (c.rounds - c.deaths) / c.rounds / 0.317;
  const multiRating = multi / c.rounds / 1.277;
  return (killRating + 0.7 * survivalRating + multiRating) / 2.7;
}

/** impact = 2.13·kr + 0.42·(assists/rounds) − 0.41 */
export function impact(kills: number, assists: number, rounds: number): number {
  return 2.13 * ratio(kills, rounds) + 0.42 * ratio(assists, rounds) - 0.41;
}
