import type { SeasonStatKey } from "@fragboard/core";
import { formatDecimal, formatFraction, formatInteger, formatPercent } from "./format.js";
import { MIN_GAMES_FOR_CONSISTENCY } from "./league/consistency.js";

/** Every season figure, grouped, with its label and format: the player Stats table and the chart stat pickers. */

type Format = (value: number) => string;

const twoDp: Format = (v) => formatDecimal(v);
const threeDp: Format = (v) => formatDecimal(v, 3);
const oneDp: Format = (v) => formatDecimal(v, 1);

export type StatRow = {
  key: SeasonStatKey;
  label: string;
  format: Format;
  /** Maps the figure needs to mean anything; below, "–" is shown. */
  minGames?: number;
};
export type StatGroup = { title: string; rows: StatRow[] };

const row = (key: SeasonStatKey, label: string, format: Format, minGames?: number): StatRow => ({
  key,
  label,
  format,
  minGames,
});

export const STAT_GROUPS: readonly StatGroup[] = [
  {
    title: "Overview",
    rows: [
      row("gameCount", "Games", formatInteger),
      row("rounds", "Rounds", formatInteger),
      row("kills", "Kills", formatInteger),
      row("deaths", "Deaths", formatInteger),
      row("assists", "Assists", formatInteger),
      row("kr", "K/R", twoDp),
      row("adr", "ADR", oneDp),
      row("kast", "KAST", formatFraction),
      row("hs", "HS%", formatPercent),
      row("impact", "Impact", twoDp),
    ],
  },
  {
    title: "Rating",
    rows: [
      row("rating", "Rating", twoDp),
      row("ctRating", "CT Rating", twoDp),
      row("TRating", "T Rating", twoDp),
      row("peak", "Peak", twoDp),
      row("pit", "Pit", twoDp),
      row("form", "Form", twoDp),
      row("consistency", "Consistency", twoDp, MIN_GAMES_FOR_CONSISTENCY),
    ],
  },
  {
    title: "Opening & trading",
    rows: [
      row("odr", "Opening success", formatFraction),
      row("odaR", "Openings / round", threeDp),
      row("entriesR", "Entries / T round", threeDp),
      row("eaR", "Entry attempts / T round", threeDp),
      row("adp", "Death placement", twoDp),
      row("tradesR", "Trades / round", threeDp),
      row("tRatio", "Deaths traded", formatFraction),
    ],
  },
  {
    title: "Multi-kills & clutches",
    rows: [
      row("twoK", "2K", formatInteger),
      row("threeK", "3K", formatInteger),
      row("fourK", "4K", formatInteger),
      row("fiveK", "Aces", formatInteger),
      row("multiR", "Multi-kill / round", twoDp),
      row("awpR", "AWP kills / round", threeDp),
      row("cl_1", "1v1", formatInteger),
      row("cl_2", "1v2", formatInteger),
      row("cl_3", "1v3", formatInteger),
      row("cl_4", "1v4", formatInteger),
      row("cl_5", "1v5", formatInteger),
      row("clutchR", "Clutch pts / round", threeDp),
    ],
  },
  {
    title: "Utility & support",
    rows: [
      row("util", "Util thrown / match", oneDp),
      row("utilDmg", "Util damage / match", oneDp),
      row("Xnade", "Util damage / round", oneDp),
      row("ef", "Enemies flashed / match", oneDp),
      row("fAssists", "Flash assists / match", oneDp),
      row("suppR", "Support rounds", threeDp),
      row("suppXR", "Support damage / round", oneDp),
    ],
  },
  {
    title: "Survival",
    rows: [
      row("sRate", "Rounds survived", formatFraction),
      row("savesR", "Saves / round", threeDp),
      row("saveRate", "Lost rounds survived", formatFraction),
    ],
  },
];

/** Every row of STAT_GROUPS by key. */
export const STAT_ROWS: ReadonlyMap<SeasonStatKey, StatRow> = new Map(
  STAT_GROUPS.flatMap((group) => group.rows.map((r) => [r.key, r] as const)),
);
