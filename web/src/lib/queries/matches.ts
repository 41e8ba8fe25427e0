import {
  CACHE_TIMES,
  type HeadToHeadResponse,
  type MatchesResponse,
  type MatchResponse,
  type MatchType,
  matchAddress,
  type TierName,
} from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** The match centre's reads (docs/api.md#matches). */

export type MatchesFilter = {
  tier?: TierName;
  /** A franchise prefix. */
  franchise?: string;
  status?: "played" | "upcoming";
};

/**
 * A season's results and fixtures; waits for the selection's season. With `days`, only the newest
 * `days` played days and no later ones (the first screen's window; docs/api.md#matches).
 */
export const matchesQuery = (
  season: number | null,
  matchType: MatchType,
  filter: MatchesFilter,
  days?: number,
) =>
  restQuery<MatchesResponse>(
    "/api/fragboard/matches",
    { season, matchType, ...filter, days },
    CACHE_TIMES.matches,
    season !== null,
  );

export const matchQuery = (id: string) => restQuery<MatchResponse>(matchAddress(id), {}, CACHE_TIMES.match);

/** `teams` as the address gives it: "A,B". */
export const headToHeadQuery = (teams: string) =>
  restQuery<HeadToHeadResponse>("/api/fragboard/head-to-head", { teams }, CACHE_TIMES.headToHead);
