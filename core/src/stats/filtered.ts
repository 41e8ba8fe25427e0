import { groupBy } from "../collections.js";
import { COMPETITIVE_MAPS } from "../constants/maps.js";
import type { Side } from "../events/map-events.js";
import { emptyCounters } from "./counters.js";
import { extendedStatsFromLines } from "./extended.js";
import type { PlayerMapLine } from "./lines.js";
import { seasonStatsFromLines } from "./season.js";
import type { ExtendedStats, SeasonStatKey, SeasonStats } from "./shapes.js";

/**
 * Stats of a chosen subset of a player's maps (docs/stats.md#filtered-stats). Every figure is a
 * fold of the kept per-map lines through the season functions (`seasonStatsFromLines`,
 * `extendedStatsFromLines`): a filter picks lines, it never computes a figure of its own.
 */

export const MAP_RESULTS = ["won", "lost"] as const;
export type MapOutcome = (typeof MAP_RESULTS)[number];

/** What can narrow the maps of one scope (player, season, match type, tier). */
export type LineFilter = {
  map?: string;
  side?: Side;
  /** The opposing team's id. */
  opponent?: string;
  /** First and last match day kept, inclusive, in `matchDayOrder`. */
  from?: string;
  to?: string;
  result?: MapOutcome;
};

/** A stored line with the opposing team of its map (the line itself only names his own team). */
export type FilterableLine = { line: PlayerMapLine; opponent: { id: string | null; name: string } };

const DAY_GROUPS = { C: 0, M: 1, P: 2 } as const;

/** Sort key of a match day: combines ("C") before the regular season ("M") before playoffs ("P"). */
export function matchDayOrder(matchDay: string): number {
  const group = DAY_GROUPS[matchDay[0] as keyof typeof DAY_GROUPS] ?? 0;
  return group * 1000 + Number(matchDay.slice(1));
}

/** Won when his team took more rounds (a map cannot end level). */
export const mapResult = (line: Pick<PlayerMapLine, "RF" | "RA">): MapOutcome =>
  line.RF > line.RA ? "won" : "lost";

/** Whether one map passes the filter; `side` keeps every map (it narrows rounds, not maps). */
export function keepsLine({ line, opponent }: FilterableLine, filter: LineFilter): boolean {
  if (filter.map !== undefined && line.mapName !== filter.map) return false;
  if (filter.opponent !== undefined && opponent.id !== filter.opponent) return false;
  if (filter.result !== undefined && mapResult(line) !== filter.result) return false;
  const day = matchDayOrder(line.matchDay);
  if (filter.from !== undefined && day < matchDayOrder(filter.from)) return false;
  if (filter.to !== undefined && day > matchDayOrder(filter.to)) return false;
  return true;
}

/**
 * The line as if he had played only his rounds on `side`: the counts the line keeps per side
 * (rounds, kills, deaths, multi-kill rounds, opening duels, pistol rounds) and that side's rating
 * as the map's rating; every other count is zero, since the line does not split it by side.
 */
export function sideLine(line: PlayerMapLine, side: Side): PlayerMapLine {
  const counts = line.sides[side];
  const counters = emptyCounters();
  counters.sides[side] = { ...counts };
  const rating = side === "CT" ? line.ctRating : line.TRating;
  return {
    ...line,
    ...counters,
    rounds: counts.rounds,
    kills: counts.kills,
    deaths: counts.deaths,
    ok: counts.ok,
    ol: counts.ol,
    adr: 0,
    kast: 0,
    KR: 0,
    impactRating: 0,
    hltvTwoPointO: 0,
    rating,
    ctRating: side === "CT" ? rating : 0,
    TRating: side === "T" ? rating : 0,
  };
}

/** The season fields a one-side fold gives: those built only from counts the lines keep per side. */
export function sideStatKeys(side: Side): SeasonStatKey[] {
  return [
    "gameCount",
    "rounds",
    "kills",
    "deaths",
    "rating",
    side === "CT" ? "ctRating" : "TRating",
    "peak",
    "pit",
    "form",
    "consistency",
    "kr",
    "odr",
    "odaR",
    // Entries are T-side figures by definition.
    ...(side === "T" ? (["entriesR", "eaR"] as const) : []),
    "multiR",
    "twoK",
    "threeK",
    "fourK",
    "fiveK",
  ];
}

/** Season fields where a one-side fold has no figure: null. */
export type FilteredSeasonStats = { name: string } & Record<SeasonStatKey, number | null>;

/** One map of the pool in the per-map table. */
export type MapTableRow = {
  map: string;
  games: number;
  wins: number;
  rating: number;
  adr: number;
  kast: number;
  ctRating: number;
  TRating: number;
};

export type FilteredStats = {
  /** Maps the filter keeps. */
  maps: number;
  /** Their match ids, oldest first. */
  matchIds: string[];
  stats: FilteredSeasonStats;
  /** Extended stats of the kept maps; null under a side filter (the lines do not split them by side). */
  extended: ExtendedStats | null;
  /** Every filter but map and side, one row per map of the pool and any other map he played. */
  mapTable: MapTableRow[];
};

const byDate = (a: PlayerMapLine, b: PlayerMapLine) =>
  Date.parse(a.playedAt) - Date.parse(b.playedAt) || (a.matchId < b.matchId ? -1 : 1);

function withoutOtherSide(stats: SeasonStats, side: Side | undefined): FilteredSeasonStats {
  if (side === undefined) return stats;
  const kept = new Set<string>(sideStatKeys(side));
  const out: Record<string, number | string | null> = {};
  for (const [key, value] of Object.entries(stats)) out[key] = key === "name" || kept.has(key) ? value : null;
  return out as FilteredSeasonStats;
}

function mapTable(lines: readonly PlayerMapLine[]): MapTableRow[] {
  const byMap = groupBy(lines, (l) => l.mapName);
  const others = [...byMap.keys()].filter((m) => !COMPETITIVE_MAPS.includes(m)).sort();
  return [...COMPETITIVE_MAPS, ...others].map((map) => {
    const onMap = byMap.get(map) ?? [];
    const s = seasonStatsFromLines(onMap);
    return {
      map,
      games: s.gameCount,
      wins: onMap.filter((l) => mapResult(l) === "won").length,
      rating: s.rating,
      adr: s.adr,
      kast: s.kast,
      ctRating: s.ctRating,
      TRating: s.TRating,
    };
  });
}

/** Folds the lines of one player's scope that pass `filter` (docs/stats.md#filtered-stats). */
export function filteredStats(lines: readonly FilterableLine[], filter: LineFilter): FilteredStats {
  const kept = lines
    .filter((l) => keepsLine(l, filter))
    .map((l) => l.line)
    .sort(byDate);
  const { side } = filter;
  const folded = side === undefined ? kept : kept.map((l) => sideLine(l, side));
  const tableFilter = { ...filter, map: undefined, side: undefined };
  return {
    maps: kept.length,
    matchIds: kept.map((l) => l.matchId),
    stats: withoutOtherSide(seasonStatsFromLines(folded), side),
    extended: side === undefined ? extendedStatsFromLines(kept, null) : null,
    mapTable: mapTable(lines.filter((l) => keepsLine(l, tableFilter)).map((l) => l.line)),
  };
}
