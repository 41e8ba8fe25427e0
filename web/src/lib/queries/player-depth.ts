import {
  CACHE_TIMES,
  type MatchType,
  type PlayerCareerResponse,
  type PlayerStatsResponse,
  type SearchResponse,
  type TierName,
} from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** The filters of `GET /api/fragboard/player-stats` (docs/api.md#player-stats), as the address holds them. */
export type MapFilter = {
  map?: string;
  side?: "CT" | "T";
  opponent?: string;
  from?: string;
  to?: string;
  result?: "won" | "lost";
};

/** His figures over the maps a filter keeps, in one season, match type and tier. */
export const playerStatsQuery = (
  scope: { steam64Id: string; season: number; matchType: MatchType; tier: TierName },
  filter: MapFilter,
) =>
  restQuery<PlayerStatsResponse>(
    "/api/fragboard/player-stats",
    { ...scope, ...filter },
    CACHE_TIMES.playerStats,
  );

/** Every season of his (docs/api.md#player-career). */
export const playerCareerQuery = (steam64Id: string) =>
  restQuery<PlayerCareerResponse>("/api/fragboard/player-career", { steam64Id }, CACHE_TIMES.playerCareer);

/** The navigation's search (docs/api.md#search); idle for an empty text. */
export const searchQuery = (q: string) =>
  restQuery<SearchResponse>("/api/fragboard/search", { q }, CACHE_TIMES.search, q.trim() !== "");
