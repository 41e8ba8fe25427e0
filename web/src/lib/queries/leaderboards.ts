import {
  CACHE_TIMES,
  type LeaderboardsResponse,
  type MatchType,
  type PickemsLeaderboard,
} from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** The rows the General, Extended and Weapons boards rank (docs/api.md#leaderboards). */
export const leaderboardsQuery = (season: number | null, matchType: MatchType) =>
  restQuery<LeaderboardsResponse>(
    "/api/fragboard/leaderboards",
    { season, matchType },
    CACHE_TIMES.leaderboards,
    season !== null,
  );

/** Pickems points of the season, points descending (docs/api.md#pickems). */
export const pickemsLeaderboardQuery = (season: number | null) =>
  restQuery<PickemsLeaderboard>(
    "/api/fragboard/pickems/leaderboard",
    { season },
    CACHE_TIMES.pickemsLeaderboard,
    season !== null,
  );
