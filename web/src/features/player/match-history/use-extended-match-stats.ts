import { CACHE_TIMES, type ExtendedMatchStatsResponse, type MatchType } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.js";

/** The stats API prefixes combine maps; the extended data is keyed without it (API.md §2.6). */
const extendedMatchId = (matchId: string) => matchId.replace(/^combines-/, "");

/** Demo data of one map; the component asking for it only mounts once its history row is opened. */
export function useExtendedMatchStats(matchId: string, matchType: MatchType) {
  const id = extendedMatchId(matchId);
  return useQuery({
    queryKey: ["extendedMatchStats", id, matchType],
    queryFn: ({ signal }) =>
      apiGet<ExtendedMatchStatsResponse>(
        "/api/fragboard/extendedMatchStats",
        { matchId: id, matchType },
        signal,
      ),
    staleTime: CACHE_TIMES.extendedMatchStats,
  });
}
