import type { SeasonStatKey } from "@fragboard/core";
import { formatDecimal, formatFraction, formatInteger, formatPercent } from "./format.js";

/**
 * How every season stat is shown: its label, its unit and its decimals. Tables format with it and
 * CSV exports round with it, so a downloaded file holds the numbers the page showed.
 */

/** count: an integer; decimal: a plain number; fraction: 0..1 shown as %; percent: already 0..100. */
export type StatUnit = "count" | "decimal" | "fraction" | "percent";
export type StatDisplay = { label: string; unit: StatUnit; dp: number };

const count = (label: string): StatDisplay => ({ label, unit: "count", dp: 0 });
const decimal = (label: string, dp: number): StatDisplay => ({ label, unit: "decimal", dp });
const fraction = (label: string): StatDisplay => ({ label, unit: "fraction", dp: 1 });

export const STAT_DISPLAY: Record<SeasonStatKey, StatDisplay> = {
  gameCount: count("Games"),
  rounds: count("Rounds"),
  kills: count("Kills"),
  deaths: count("Deaths"),
  assists: count("Assists"),
  rating: decimal("Rating", 2),
  ctRating: decimal("CT Rating", 2),
  TRating: decimal("T Rating", 2),
  hltvTwoPointO: decimal("HLTV 2.0 approx", 2),
  peak: decimal("Peak", 2),
  pit: decimal("Pit", 2),
  form: decimal("Form", 2),
  consistency: decimal("Consistency", 2),
  impact: decimal("Impact", 2),
  kr: decimal("K/R", 2),
  adr: decimal("ADR", 1),
  kast: fraction("KAST"),
  hs: { label: "HS%", unit: "percent", dp: 1 },
  odr: fraction("Opening success"),
  odaR: decimal("Openings / round", 3),
  entriesR: decimal("Entries / T round", 3),
  eaR: decimal("Entry attempts / T round", 3),
  adp: decimal("Death placement", 2),
  awpR: decimal("AWP kills / round", 3),
  multiR: decimal("Multi-kill / round", 2),
  clutchR: decimal("Clutch pts / round", 3),
  tradesR: decimal("Trades / round", 3),
  savesR: decimal("Saves / round", 3),
  tRatio: fraction("Deaths traded"),
  sRate: fraction("Rounds survived"),
  saveRate: fraction("Lost rounds survived"),
  suppR: decimal("Support rounds", 3),
  suppXR: decimal("Support damage / round", 1),
  ef: decimal("Enemies flashed / match", 1),
  fAssists: decimal("Flash assists / match", 1),
  util: decimal("Util thrown / match", 1),
  utilDmg: decimal("Util damage / match", 1),
  Xnade: decimal("Util damage / round", 1),
  twoK: count("2K"),
  threeK: count("3K"),
  fourK: count("4K"),
  fiveK: count("Aces"),
  cl_1: count("1v1"),
  cl_2: count("1v2"),
  cl_3: count("1v3"),
  cl_4: count("1v4"),
  cl_5: count("1v5"),
};

/** A stat as the tables show it: "71.4%", "1.05", "12". */
export function formatStat(key: SeasonStatKey, value: number | null | undefined): string {
  const { unit, dp } = STAT_DISPLAY[key];
  if (unit === "count") return formatInteger(value);
  if (unit === "fraction") return formatFraction(value, dp);
  if (unit === "percent") return formatPercent(value, dp);
  return formatDecimal(value, dp);
}

/** Whether the stat is shown as a percentage (fractions are scaled to 0..100 to be one). */
export const isPercentStat = (key: SeasonStatKey) =>
  STAT_DISPLAY[key].unit === "fraction" || STAT_DISPLAY[key].unit === "percent";

/**
 * The number a table shows, as a number for a file: rounded to the shown decimals and, for
 * percentages, in percent (a 0..1 fraction is scaled), so every percentage column has one unit.
 */
export function shownNumber(key: SeasonStatKey, value: number): number {
  const { unit, dp } = STAT_DISPLAY[key];
  const scaled = unit === "fraction" ? value * 100 : value;
  return Number(scaled.toFixed(dp));
}
