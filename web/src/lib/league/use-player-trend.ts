import { isRegularSeasonDay, type MatchType, type TrendRow } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { playerTrendQuery } from "../queries/player.js";

/** Every map of the season; which of them a chart shows depends on the match type (`trendForMatchType`). */
export const usePlayerTrend = (steam64Id: string, season: number | null) =>
  useQuery({ ...playerTrendQuery(steam64Id, season), select: (data) => data.findManyPlayerMatchStats });

const dayNumber = (matchDay: string) => Number(matchDay.slice(1));

/**
 * The trend's x-axis (docs/rules.md#display-rules): in Combine mode every map, in Regulation mode only regular
 * season days ("M"); both ordered by the number after the day's letter. The sort is stable, so
 * maps of one day keep their match-id order.
 */
export function trendForMatchType(rows: readonly TrendRow[], matchType: MatchType): TrendRow[] {
  const shown =
    matchType === "Combine" ? [...rows] : rows.filter((row) => isRegularSeasonDay(row.match.matchDay));
  return shown.sort((a, b) => dayNumber(a.match.matchDay) - dayNumber(b.match.matchDay));
}
