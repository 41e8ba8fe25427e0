import {
  CACHE_TIMES,
  type CoreMatch,
  MATCHES,
  type PickemsClock,
  type PickemsConsensus,
  type PickemsResponse,
  type PickemsSearch,
} from "@fragboard/core";
import { queryOptions, skipToken } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../api-client.js";
import { graphqlQuery, restQuery } from "./query-options.js";

/** Pickems reads (docs/api.md#pickems); the leaderboard's query is with the other leaderboards. */

const SHEET = "/api/fragboard/pickems";

/** Keys that start every pickems query, for invalidating them all after a save. */
export const PICKEMS_KEYS = {
  sheet: SHEET,
  consensus: "/api/fragboard/pickems/matchup-concensus",
  search: "/api/fragboard/pickemsSearch",
} as const;

/** A member's sheet. Revalidated with the server: the browser may hold a copy from before a save. */
export const pickemsSheetQuery = (discordId: string | null, season: number | null) =>
  queryOptions({
    queryKey: [SHEET, { discordId, season }] as const,
    queryFn:
      discordId !== null && season !== null
        ? ({ signal }) =>
            apiRequest<PickemsResponse>(SHEET, { query: { discordId, season }, signal, cache: "no-cache" })
        : skipToken,
    staleTime: CACHE_TIMES.pickems,
  });

export const pickemsConsensusQuery = (season: number | null) =>
  restQuery<PickemsConsensus>(
    PICKEMS_KEYS.consensus,
    { season },
    CACHE_TIMES.pickemsConsensus,
    season !== null,
  );

export const pickemsSearchQuery = (season: number | null) =>
  restQuery<PickemsSearch>(PICKEMS_KEYS.search, { season }, CACHE_TIMES.pickemsSearch, season !== null);

/** The league's clock, read when the page opens: picks lock against it, not the browser's. */
export const pickemsClockQuery = () =>
  queryOptions({
    queryKey: ["/api/fragboard/pickems/clock", {}] as const,
    queryFn: ({ signal }) => apiGet<PickemsClock>("/api/fragboard/pickems/clock", {}, signal),
    staleTime: 0,
  });

/** Every scheduled match of the season (no team: the whole league), as pickems and the explorer list them. */
export const leagueMatchesQuery = (season: number | null) =>
  graphqlQuery<{ matches: CoreMatch[] }>(
    "core",
    { operationName: "matches", query: MATCHES, variables: { season } },
    CACHE_TIMES.coreMatches,
    season !== null,
  );
