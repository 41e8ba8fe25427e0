import type { SeasonStatKey } from "@fragboard/core";
import { MIN_GAMES_FOR_CONSISTENCY } from "./league/consistency.js";
import { formatStat, STAT_DISPLAY } from "./stat-display.js";

/**
 * Every season figure, grouped: the player Stats table and the chart stat pickers. Labels and
 * formats are the ones every table and CSV uses (stat-display.ts); this file only orders them.
 */

type Format = (value: number) => string;

export type StatRow = {
  key: SeasonStatKey;
  label: string;
  format: Format;
  /** Maps the figure needs to mean anything; below, "–" is shown. */
  minGames?: number;
};
export type StatGroup = { title: string; rows: StatRow[] };

/** The figures that need a number of maps to mean anything (consistency over few maps is noise). */
const MIN_GAMES: Partial<Record<SeasonStatKey, number>> = { consistency: MIN_GAMES_FOR_CONSISTENCY };

const row = (key: SeasonStatKey): StatRow => ({
  key,
  label: STAT_DISPLAY[key].label,
  format: (value) => formatStat(key, value),
  minGames: MIN_GAMES[key],
});

const GROUPS: readonly { title: string; keys: readonly SeasonStatKey[] }[] = [
  {
    title: "Overview",
    keys: ["gameCount", "rounds", "kills", "deaths", "assists", "kr", "adr", "kast", "hs", "impact"],
  },
  { title: "Rating", keys: ["rating", "ctRating", "TRating", "peak", "pit", "form", "consistency"] },
  { title: "Opening & trading", keys: ["odr", "odaR", "entriesR", "eaR", "adp", "tradesR", "tRatio"] },
  {
    title: "Multi-kills & clutches",
    keys: [
      "twoK",
      "threeK",
      "fourK",
      "fiveK",
      "multiR",
      "awpR",
      "cl_1",
      "cl_2",
      "cl_3",
      "cl_4",
      "cl_5",
      "clutchR",
    ],
  },
  { title: "Utility & support", keys: ["util", "utilDmg", "Xnade", "ef", "fAssists", "suppR", "suppXR"] },
  { title: "Survival", keys: ["sRate", "savesR", "saveRate"] },
];

export const STAT_GROUPS: readonly StatGroup[] = GROUPS.map((group) => ({
  title: group.title,
  rows: group.keys.map(row),
}));

/** Every row of STAT_GROUPS by key. */
export const STAT_ROWS: ReadonlyMap<SeasonStatKey, StatRow> = new Map(
  STAT_GROUPS.flatMap((group) => group.rows.map((r) => [r.key, r] as const)),
);
