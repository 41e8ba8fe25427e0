import { z } from "zod";
import { matchDaySchema } from "../constants/match-types.js";
import type { PlayerMapLine } from "./lines.js";

/** One point of a player's trend chart (docs/api.md#graphql). */
export const trendRowSchema = z.object({
  rating: z.number(),
  impactRating: z.number(),
  damage: z.number(),
  adr: z.number(),
  deaths: z.number(),
  rounds: z.number(),
  assists: z.number(),
  KR: z.number(),
  ef: z.number(),
  kast: z.number(),
  utilDmg: z.number(),
  TRating: z.number(),
  ctRating: z.number(),
  hltvTwoPointO: z.number(),
  match: z.object({ matchDay: matchDaySchema, matchId: z.string() }),
});
export type TrendRow = z.infer<typeof trendRowSchema>;

export function trendRow(line: PlayerMapLine): TrendRow {
  return {
    rating: line.rating,
    impactRating: line.impactRating,
    damage: line.damage,
    adr: line.adr,
    deaths: line.deaths,
    rounds: line.rounds,
    assists: line.assists,
    KR: line.KR,
    ef: line.ef,
    kast: line.kast,
    utilDmg: line.utilDmg,
    TRating: line.TRating,
    ctRating: line.ctRating,
    hltvTwoPointO: line.hltvTwoPointO,
    match: { matchDay: line.matchDay, matchId: line.matchId },
  };
}
