import { clutchPoints } from "@fragboard/core";
import { headshotPercent } from "../../../lib/league/box-score.js";
import { mapName } from "../../../lib/league/map-name.js";
import type { HistoryLine, HistoryMap } from "../../../lib/queries/player.js";
import type { SortValue } from "../../../lib/sort.js";

/** Figures of a match-history row (docs/rules.md#match-history). */

/** Rows shown before "Show All". */
export const HISTORY_PREVIEW_ROWS = 5;
/** An ADR above this earns a star. */
export const STAR_ADR = 100;

/** When in the season a map was played: its match day, playoff series map, or combine day. */
export type Stage = { label: string; tooltip: string };

export type HistoryRow = {
  map: HistoryMap;
  line: HistoryLine;
  /** The other team's name; undefined when the map names no second team. */
  opponent: string | undefined;
  won: boolean;
  stage: Stage;
};

export const wonMap = (line: Pick<HistoryLine, "RF" | "RA">) => line.RF > line.RA;

function stageOf(matchDay: string, mapOfSeries: number): Stage {
  const number = matchDay.slice(1);
  switch (matchDay[0]) {
    case "P":
      return {
        label: `Playoffs R${number} · map ${mapOfSeries}`,
        tooltip: `Playoff round ${number}, map ${mapOfSeries} of the best-of-three series`,
      };
    case "C":
      return { label: `Combine ${number}`, tooltip: `Combine day ${number}` };
    case "M":
      return { label: `Match day ${number}`, tooltip: `Regular-season match day ${number}` };
    default:
      return { label: matchDay, tooltip: "Match day" };
  }
}

/**
 * The player's own line of each map, in the order given, with the opponent and the stage. A map
 * without his name (he played it under another name) is skipped rather than shown with someone
 * else's line. A playoff map's place in its series counts the maps of the same round against the
 * same opponent, in the order they were played.
 */
export function historyRows(maps: readonly HistoryMap[], playerName: string): HistoryRow[] {
  const mine = maps.flatMap((map) => {
    const line = map.matchStats.find((l) => l.name === playerName);
    if (!line) return [];
    const opponent = map.teamStats.find((team) => team.name !== line.teamClanName)?.name;
    return [{ map, line, opponent }];
  });
  const seriesKey = (row: (typeof mine)[number]) => `${row.map.matchDay}\u0000${row.opponent ?? ""}`;
  const played = [...mine].sort((a, b) => a.map.createdAt.localeCompare(b.map.createdAt));
  const mapOfSeries = new Map<HistoryMap, number>();
  const counts = new Map<string, number>();
  for (const row of played) {
    const count = (counts.get(seriesKey(row)) ?? 0) + 1;
    counts.set(seriesKey(row), count);
    mapOfSeries.set(row.map, count);
  }
  return mine.map((row) => ({
    ...row,
    won: wonMap(row.line),
    stage: stageOf(row.map.matchDay, mapOfSeries.get(row.map) ?? 1),
  }));
}

/** Opening duels won over attempted, percent; undefined when he took none. */
export const openingSuccess = (line: Pick<HistoryLine, "ok" | "ol">) =>
  line.ok + line.ol === 0 ? undefined : (line.ok / (line.ok + line.ol)) * 100;

export const HISTORY_SORT_KEYS = [
  "date",
  "opponent",
  "map",
  "result",
  "rating",
  "kills",
  "damage",
  "adr",
  "opening",
  "hs",
  "clutch",
  "fa",
  "ud",
] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

/** What each column sorts by; the result by round difference, K/D/A by kills. */
export const HISTORY_SORT_VALUES: Record<HistorySortKey, (row: HistoryRow) => SortValue> = {
  date: (row) => row.map.createdAt,
  opponent: (row) => row.opponent,
  map: (row) => mapName(row.map.mapName),
  result: (row) => row.line.RF - row.line.RA,
  rating: (row) => row.line.rating,
  kills: (row) => row.line.kills,
  damage: (row) => row.line.damage,
  adr: (row) => row.line.adr,
  opening: (row) => row.line.ok - row.line.ol,
  hs: (row) => headshotPercent(row.line),
  clutch: (row) => clutchPoints(row.line),
  fa: (row) => row.line.FAss,
  ud: (row) => row.line.utilDmg,
};
