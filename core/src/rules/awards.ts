import { z } from "zod";
import type { SeasonStatKey, SeasonStats } from "../stats/shapes.js";
import { CLUTCH_KEYS, MULTI_KILL_KEYS } from "../stats/stat-keys.js";

/** Award badges on the player page (docs/rules.md#awards). */

/**
 * Stats that can earn a badge. The existing client also lists `Xnade` and `suppXr`, keys its
 * stat rows never carry, so they never award anything and are left out.
 */
export const AWARD_STATS = [
  "hs",
  "ef",
  "kills",
  ...MULTI_KILL_KEYS,
  ...CLUTCH_KEYS,
  "clutchR",
  "impact",
  "assists",
  "adr",
  "fAssists",
  "tradesR",
  "suppR",
  "kast",
  "utilDmg",
  "util",
] as const satisfies readonly SeasonStatKey[];
export type AwardStat = (typeof AWARD_STATS)[number];

/** Top lists: this many players, each with more than this many maps (spec 001 §9). */
export const TOP_LIST_SIZE = 10;
export const TOP_LIST_MIN_GAMES_EXCLUSIVE = 3;

export const awardSchema = z.object({
  stat: z.enum(AWARD_STATS),
  /** 1, 2 or 3 for the podium, "top10" for places 4–10. */
  place: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal("top10")]),
});
export type Award = z.infer<typeof awardSchema>;

/**
 * The badges `playerName` earns in his tier: for each candidate stat, his place in the top list
 * (stat descending, equal values by name). A zero value earns nothing even inside the list.
 */
export function playerAwards(playerName: string, tierPlayers: readonly SeasonStats[]): Award[] {
  const eligible = tierPlayers.filter((s) => s.gameCount > TOP_LIST_MIN_GAMES_EXCLUSIVE);
  const awards: Award[] = [];
  for (const stat of AWARD_STATS) {
    const top = [...eligible]
      .sort((a, b) => b[stat] - a[stat] || a.name.localeCompare(b.name))
      .slice(0, TOP_LIST_SIZE);
    const index = top.findIndex((s) => s.name === playerName);
    const entry = top[index];
    if (!entry || entry[stat] === 0) continue;
    awards.push({ stat, place: index < 3 ? ((index + 1) as 1 | 2 | 3) : "top10" });
  }
  return awards;
}
