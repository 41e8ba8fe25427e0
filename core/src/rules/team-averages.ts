import { z } from "zod";
import type { SeasonStats } from "../stats/shapes.js";
import { mean } from "./numbers.js";

/** Team averages on the team page (docs/rules.md#team-page). */

const AVERAGED_STATS = ["rating", "ef", "adr", "kast", "utilDmg", "impact", "clutchR"] as const;
type AveragedStat = (typeof AVERAGED_STATS)[number];

export const teamAveragesSchema = z.object({
  /** Roster players with stats: the divisor of every average. */
  players: z.number().int(),
  /** Mean MMR, floored. */
  mmr: z.number().int(),
  rating: z.number(),
  ef: z.number(),
  adr: z.number(),
  kast: z.number(),
  utilDmg: z.number(),
  impact: z.number(),
  clutchR: z.number(),
});
export type TeamAverages = z.infer<typeof teamAveragesSchema>;

/**
 * Averages over the roster players that have stats, dividing by how many have them (players
 * without stats neither count nor add zeros); null when nobody has stats yet.
 */
export function teamAverages(
  roster: readonly { mmr: number | null; stats: Pick<SeasonStats, AveragedStat> | undefined }[],
): TeamAverages | null {
  const withStats = roster.flatMap((p) => (p.stats ? [{ mmr: p.mmr ?? 0, stats: p.stats }] : []));
  if (withStats.length === 0) return null;
  const averages = {
    players: withStats.length,
    mmr: Math.floor(mean(withStats.map((p) => p.mmr))),
  } as TeamAverages;
  for (const key of AVERAGED_STATS) averages[key] = mean(withStats.map((p) => p.stats[key]));
  return averages;
}
