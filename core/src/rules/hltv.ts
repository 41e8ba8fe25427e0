import { z } from "zod";
import type { SeasonStats } from "../stats/shapes.js";
import { ratio } from "./numbers.js";

/**
 * HLTV 2.0 approximation (API.md §7.2). The league does not publish HLTV 2.0 inputs, so the
 * rating is approximated from per-round figures every stat line has.
 */

type HltvInputs = {
  /** Kills per round. */
  kpr: number;
  /** Assists per round. */
  apr: number;
  /** Deaths per round. */
  dpr: number;
  /** KAST as a fraction 0..1. */
  kast: number;
  adr: number;
};

function approximate({ kpr, apr, dpr, kast, adr }: HltvInputs): number {
  const impact = 2.13 * kpr + 0.42 * apr - 0.41;
  return 0.0073 * kast * 100 + 0.3591 * kpr - 0.5329 * dpr + 0.2372 * impact + 0.0032 * adr + 0.1587;
}

/** Season HLTV 2.0 approximation of one stat line (shown as "~x.xx HLTV"). */
export function hltvTwoPointO(
  stats: Pick<SeasonStats, "kr" | "assists" | "deaths" | "rounds" | "kast" | "adr">,
): number {
  return approximate({
    kpr: stats.kr,
    apr: ratio(stats.assists, stats.rounds),
    dpr: ratio(stats.deaths, stats.rounds),
    kast: stats.kast,
    adr: stats.adr,
  });
}

/** The per-map figures of a trend row the approximation needs (ProfileTrendGraph, API.md §4.2.3). */
export const trendHltvInputSchema = z.object({
  KR: z.number(),
  /** Fraction 0..1, like the season stat. */
  kast: z.number(),
  deaths: z.number(),
  assists: z.number(),
  rounds: z.number(),
  adr: z.number(),
});
export type TrendHltvInput = z.infer<typeof trendHltvInputSchema>;

/** The same approximation over one map of a player's trend. */
export function matchHltvTwoPointO(row: TrendHltvInput): number {
  return approximate({
    kpr: row.KR,
    apr: ratio(row.assists, row.rounds),
    dpr: ratio(row.deaths, row.rounds),
    kast: row.kast,
    adr: row.adr,
  });
}
