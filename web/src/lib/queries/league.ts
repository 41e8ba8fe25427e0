import {
  CACHE_TIMES,
  type CachedPlayersResponse,
  type CachedStatsResponse,
  type ExtendedStatsResponse,
  type MatchType,
  type SeasonMetadataResponse,
  type Settings,
} from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** The league's lists (docs/api.md: season metadata, players, season stats, extended stats). A `null` season is one not loaded yet: the query waits. */

/** The current season, its tiers and whether it has started: every page starts from this. */
export const seasonMetadataQuery = () =>
  restQuery<SeasonMetadataResponse>("/api/csc/cached-season-metadata", {}, CACHE_TIMES.seasonMetadata);

/** Who played where in `season` (asked for the selected season, so a past one shows its rosters). */
export const cachedPlayersQuery = (season: number | null) =>
  restQuery<CachedPlayersResponse>(
    "/api/csc/cached-players",
    { season },
    CACHE_TIMES.cachedPlayers,
    season !== null,
  );

export const cachedStatsQuery = (season: number | null, matchType: MatchType) =>
  restQuery<CachedStatsResponse>(
    "/api/csc/cached-stats",
    { season, matchType },
    CACHE_TIMES.cachedStats,
    season !== null,
  );

/** Demo-derived season stats of every player. */
export const extendedStatsQuery = (season: number | null, matchType: MatchType) =>
  restQuery<ExtendedStatsResponse>(
    "/api/fragboard/extendedStats",
    { season, matchType },
    CACHE_TIMES.extendedStats,
    season !== null,
  );

/** Admin-edited configuration the pages read (novelty roles, who sees the standings JSON box). */
export const configQuery = () => restQuery<Settings>("/api/config", {}, CACHE_TIMES.cachedPlayers);
