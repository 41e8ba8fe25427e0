import { ratio } from "../rules/numbers.js";

/**
 * The per-round metrics, one function each, used by the per-map lines (lines.ts) and the season
 * aggregates (season.ts) alike: both pass the counts of what they cover (one map, or every map of
 * the scope). A ratio over no rounds is 0. Definitions: docs/stats.md, one entry per field.
 */

type Rounds = { rounds: number };

/** kr: kills / rounds (docs/stats.md#kr). */
export const killsPerRound = (c: Rounds & { kills: number }): number => ratio(c.kills, c.rounds);

/** adr: health damage to enemies / rounds (docs/stats.md#adr). */
export const adr = (c: Rounds & { damage: number }): number => ratio(c.damage, c.rounds);

/** kast: rounds with a kill, assist, survival or traded death / rounds, 0..1 (docs/stats.md#kast). */
export const kast = (c: Rounds & { kastRounds: number }): number => ratio(c.kastRounds, c.rounds);

/** impact: 2.13·kr + 0.42·(assists / rounds) − 0.41 (docs/stats.md#impact). */
export const impact = (c: Rounds & { kills: number; assists: number }): number =>
  2.13 * killsPerRound(c) + 0.42 * ratio(c.assists, c.rounds) - 0.41;

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
 * rating, ctRating, TRating: the league rating, HLTV 1.0 form, over the rounds counted (both sides,
 * CT only, T only): (kr/0.679 + 0.7·((rounds − deaths)/rounds)/0.317 + ((1K + 4·2K + 9·3K + 16·4K +
 * 25·5K)/rounds)/1.277) / 2.7 (docs/stats.md#rating). 0 over no rounds.
 */
export function hltvRating(c: RatingCounts): number {
  if (c.rounds === 0) return 0;
  const multi = c.k1 + 4 * c.k2 + 9 * c.k3 + 16 * c.k4 + 25 * c.k5;
  const killRating = c.kills / c.rounds / 0.679;
  const survivalRating = (c.rounds - c.deaths) / c.rounds / 0.317;
  const multiRating = multi / c.rounds / 1.277;
  return (killRating + 0.7 * survivalRating + multiRating) / 2.7;
}

/** What the HLTV 2.0 approximation needs. */
export type HltvTwoPointOCounts = Rounds & {
  kills: number;
  assists: number;
  deaths: number;
  damage: number;
  kastRounds: number;
};

/**
 * hltvTwoPointO: the HLTV 2.0 approximation, 0.0073·KAST% + 0.3591·kr − 0.5329·(deaths / rounds) +
 * 0.2372·impact + 0.0032·adr + 0.1587 with KAST% = kast × 100 (docs/stats.md#hltvtwopointo).
 */
export function hltvTwoPointO(c: HltvTwoPointOCounts): number {
  return (
    0.0073 * kast(c) * 100 +
    0.3591 * killsPerRound(c) -
    0.5329 * ratio(c.deaths, c.rounds) +
    0.2372 * impact(c) +
    0.0032 * adr(c) +
    0.1587
  );
}
