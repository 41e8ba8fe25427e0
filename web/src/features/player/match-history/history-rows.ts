import type { HistoryLine, HistoryMap } from "./use-match-history.js";

/** Figures of a match-history row (API.md §7.14). */

/** Rows shown before "Show All". */
export const HISTORY_PREVIEW_ROWS = 5;
/** An ADR above this earns a star. */
export const STAR_ADR = 100;

export type HistoryRow = { map: HistoryMap; line: HistoryLine };

/**
 * The player's own line of each map, newest first. A map without his name (he played it under
 * another name) is skipped rather than shown with someone else's line.
 */
export function historyRows(maps: readonly HistoryMap[], playerName: string): HistoryRow[] {
  return maps.flatMap((map) => {
    const line = map.matchStats.find((l) => l.name === playerName);
    return line ? [{ map, line }] : [];
  });
}

/** Headshot kills over kills, a whole percent (the map line's hs is a count). */
export const headshotPercent = (line: Pick<HistoryLine, "hs" | "kills">) =>
  line.kills === 0 ? 0 : Math.round((line.hs / line.kills) * 100);

/** Opening duels won over attempted, percent; undefined when he took none. */
export const openingSuccess = (line: Pick<HistoryLine, "ok" | "ol">) =>
  line.ok + line.ol === 0 ? undefined : (line.ok / (line.ok + line.ol)) * 100;

export const wonMap = (line: Pick<HistoryLine, "RF" | "RA">) => line.RF > line.RA;

/** The box score: both teams in the map's team order, each sorted by rating, best first. */
export function boxScore(map: HistoryMap): { team: string; lines: HistoryLine[] }[] {
  return map.teamStats.map(({ name }) => ({
    team: name,
    lines: map.matchStats.filter((line) => line.teamClanName === name).sort((a, b) => b.rating - a.rating),
  }));
}
