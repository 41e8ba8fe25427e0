import {
  CACHE_TIMES,
  isRegularSeasonDay,
  type MatchType,
  PROFILE_TREND_GRAPH,
  type TrendRow,
} from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../graphql.js";

/** Every map of the season; which of them a chart shows depends on the match type (`trendForMatchType`). */
export function usePlayerTrend(steam64Id: string, season: number) {
  return useQuery({
    queryKey: ["trend", steam64Id, season],
    queryFn: ({ signal }) =>
      graphqlRequest<{ findManyPlayerMatchStats: TrendRow[] }>(
        "stats",
        {
          operationName: "ProfileTrendGraph",
          query: PROFILE_TREND_GRAPH,
          variables: { steamId: steam64Id, season },
        },
        signal,
      ),
    select: (data) => data.findManyPlayerMatchStats,
    staleTime: CACHE_TIMES.trend,
    enabled: season > 0,
  });
}

const dayNumber = (matchDay: string) => Number(matchDay.slice(1));

/**
 * The trend's x-axis (API.md §7.19): in Combine mode every map, in Regulation mode only regular
 * season days ("M"); both ordered by the number after the day's letter. The sort is stable, so
 * maps of one day keep their match-id order.
 */
export function trendForMatchType(rows: readonly TrendRow[], matchType: MatchType): TrendRow[] {
  const shown =
    matchType === "Combine" ? [...rows] : rows.filter((row) => isRegularSeasonDay(row.match.matchDay));
  return shown.sort((a, b) => dayNumber(a.match.matchDay) - dayNumber(b.match.matchDay));
}
