import { CACHE_TIMES, type ExtendedStats, type ExtendedStatsResponse, type MatchType } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api-client.js";

/**
 * Demo-derived season stats of every player for the selected season and match type (API.md §2.5),
 * indexed by exact name. Season and match type are in the key (Our rules 1).
 */
export function useExtendedStats(season: number, matchType: MatchType) {
  return useQuery({
    queryKey: ["extendedStats", season, matchType],
    queryFn: ({ signal }) =>
      apiGet<ExtendedStatsResponse>("/api/fragboard/extendedStats", { season, matchType }, signal),
    select: (response): ReadonlyMap<string, ExtendedStats> =>
      new Map(response.data.map((row) => [row.name, row])),
    staleTime: CACHE_TIMES.extendedStats,
    enabled: season > 0,
  });
}
