import { CACHE_TIMES, type MatchSummary, type MatchType, SEASON_MATCHES_CHARTS } from "@fragboard/core";
import { graphqlQuery } from "./query-options.js";

/** A played map as the Maps Played chart needs it: the summary without the team tallies. */
export type SeasonMap = Omit<MatchSummary, "teamStats">;

/** Every map played in `season` and `matchType`, all tiers (API.md §4.2.6, charts variant). */
export const seasonMapsQuery = (season: number | null, matchType: MatchType) =>
  graphqlQuery<{ findManyMatch: SeasonMap[] }>(
    "stats",
    { operationName: "SeasonMatches", query: SEASON_MATCHES_CHARTS, variables: { season, matchType } },
    CACHE_TIMES.seasonMatches,
    season !== null,
  );
