import {
  CACHE_TIMES,
  type CoreMatch,
  FRANCHISE,
  FRANCHISE_LIST,
  type GqlFranchise,
  type GqlFranchiseCard,
  MATCHES,
  type MatchSummaryTeam,
  type MatchType,
  PLAYERS_SEASON_STATS,
  type SeasonStats,
  TEAM_MATCH_HISTORY,
  type TierName,
} from "@fragboard/core";
import type { HistoryLine } from "./player.js";
import { graphqlQuery } from "./query-options.js";

/**
 * The franchise list, franchise and team pages' data (docs/api.md, GraphQL): franchises with their
 * teams and rosters, the rosters' season figures, a team's schedule and its played maps. A `null`
 * season is one not loaded yet: the query waits.
 */

/** Every active franchise's card of `season`: logo, GM, teams' tiers (API.md §4.1.4, without rosters). */
export const franchiseListQuery = (season: number | null) =>
  graphqlQuery<{ franchises: GqlFranchiseCard[] }>(
    "core",
    { operationName: "franchiseList", query: FRANCHISE_LIST, variables: { season } },
    CACHE_TIMES.franchises,
    season !== null,
  );

/**
 * The franchise an address segment names (prefix or name, case-insensitive) with its teams and
 * rosters of `season`: the franchise and team pages ask for it alone, not for every franchise.
 */
export const franchiseQuery = (nameOrPrefix: string, season: number | null) =>
  graphqlQuery<{ franchise: GqlFranchise | null }>(
    "core",
    { operationName: "franchise", query: FRANCHISE, variables: { nameOrPrefix, season } },
    CACHE_TIMES.franchises,
    season !== null && nameOrPrefix.trim() !== "",
  );

/** The season figures the franchise and team pages show for a roster player. */
export type RosterStats = Pick<
  SeasonStats,
  | "name"
  | "gameCount"
  | "rating"
  | "adr"
  | "kast"
  | "impact"
  | "ef"
  | "utilDmg"
  | "clutchR"
  | "kr"
  | "awpR"
  | "odr"
  | "odaR"
  | "multiR"
  | "suppR"
  | "suppXR"
> & { steam64Id: string; tier: TierName };

/** Some players' season lines, one per tier each played in; waits for a season and a player. */
export const rosterStatsQuery = (steamIds: readonly string[], season: number | null, matchType: MatchType) =>
  graphqlQuery<{ playersSeasonStats: RosterStats[] }>(
    "stats",
    {
      operationName: "PlayersSeasonStats",
      query: PLAYERS_SEASON_STATS,
      // Sorted: the same roster is the same cache entry whatever order it came in.
      variables: { steamIds: [...steamIds].sort(), season, matchType },
    },
    CACHE_TIMES.tierSeasonStats,
    season !== null && steamIds.length > 0,
  );

/** A team's matches of a season with vetoes and map scores (API.md §4.1.6). */
export const teamMatchesQuery = (teamId: string, season: number | null) =>
  graphqlQuery<{ matches: CoreMatch[] }>(
    "core",
    { operationName: "matches", query: MATCHES, variables: { teamId, season } },
    CACHE_TIMES.coreMatches,
    season !== null,
  );

/** A played map of the team's history: both teams' tallies and every player's line. */
export type TeamHistoryMap = {
  matchId: string;
  mapName: string;
  totalRounds: number;
  matchType: MatchType;
  matchDay: string;
  createdAt: string;
  teamStats: MatchSummaryTeam[];
  matchStats: HistoryLine[];
};

/** The played maps named by a team's schedule (its maps' stats-endpoint ids), newest first. */
export const teamHistoryQuery = (matchIds: readonly string[]) =>
  graphqlQuery<{ findManyMatch: TeamHistoryMap[] }>(
    "stats",
    { operationName: "TeamMatchHistory", query: TEAM_MATCH_HISTORY, variables: { matchIds } },
    CACHE_TIMES.matchHistory,
    matchIds.length > 0,
  );
