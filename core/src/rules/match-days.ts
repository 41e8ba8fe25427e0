import type { MatchDayGroup, MatchListItem } from "../api/matches.js";
import { groupBy } from "../collections.js";

/**
 * A season's matches by match day, as the results and fixtures list shows them
 * (docs/rules.md#results-and-fixtures): the next match day still to be played, the played days
 * newest first, then the later fixtures soonest first.
 */

const PHASES = ["C", "M", "P"];

/** Combines, then the regular season, then the playoffs; by number within each. */
export function compareMatchDays(a: string, b: string): number {
  return PHASES.indexOf(a[0] ?? "") - PHASES.indexOf(b[0] ?? "") || Number(a.slice(1)) - Number(b.slice(1));
}

/** "Match day 5", "Playoffs round 1", "Combine day 2". */
export function matchDayLabel(matchDay: string): string {
  const number = matchDay.slice(1);
  switch (matchDay[0]) {
    case "M":
      return `Match day ${number}`;
    case "P":
      return `Playoffs round ${number}`;
    case "C":
      return `Combine day ${number}`;
    default:
      return matchDay;
  }
}

/** A match with a stored map has been played (fully or in part). */
export const isPlayedMatch = (match: Pick<MatchListItem, "maps">) => match.maps.length > 0;

export type MatchCalendar = { next: MatchDayGroup | null; results: MatchDayGroup[]; later: MatchDayGroup[] };

/** Matches within a day keep their order by scheduled time, then id. */
export function matchCalendar(matches: readonly MatchListItem[]): MatchCalendar {
  const days = [...groupBy(matches, (m) => m.matchDay)]
    .sort(([a], [b]) => compareMatchDays(a, b))
    .map(
      ([matchDay, dayMatches]): MatchDayGroup => ({
        matchDay,
        matches: [...dayMatches].sort(
          (a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id),
        ),
      }),
    );
  const open = days.findIndex((day) => !day.matches.every(isPlayedMatch));
  if (open === -1) return { next: null, results: days.reverse(), later: [] };
  const next = days[open] ?? null;
  return {
    next,
    results: days.filter((day, i) => i !== open && day.matches.every(isPlayedMatch)).reverse(),
    later: days.slice(open + 1).filter((day) => !day.matches.every(isPlayedMatch)),
  };
}
