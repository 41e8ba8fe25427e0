import {
  type AccoladeRecord,
  CACHE_TIMES,
  type ExtendedMatchStatsResponse,
  MATCH_HISTORY,
  type MatchType,
  PROFILE_TREND_GRAPH,
  type ProfileBundle,
  type ReputationResponse,
  type Scoreboard,
  type ScoreboardLine,
  type TrendRow,
} from "@fragboard/core";
import { graphqlQuery, restQuery } from "./query-options.js";

/** One player's data beyond the league lists: profile, reputation, accolades, maps and trend. */

/** Profile, team history and the rest of the bundle (docs/api.md#profile); waits for a Discord id. */
export const profileBundleQuery = (discordId: string | undefined) =>
  restQuery<ProfileBundle>("/api/profile", { discordId }, CACHE_TIMES.profileBundle, discordId !== undefined);

/** +Rep count (docs/api.md#reputation); players without a Discord id cannot be repped. */
export const reputationQuery = (discordId: string | undefined) =>
  restQuery<ReputationResponse>(
    "/api/fragboard/plusRep",
    { discordId },
    CACHE_TIMES.reputation,
    discordId !== undefined,
  );

/** Badges GMs gave the player, newest season first; awarded by hand, as fresh as his profile. */
export const accoladesQuery = (playerId: string) =>
  restQuery<AccoladeRecord[]>("/api/fragboard/accolades", { playerId }, CACHE_TIMES.profileBundle);

/** Every map of the season; which of them a chart shows depends on the match type. */
export const playerTrendQuery = (steam64Id: string, season: number | null) =>
  graphqlQuery<{ findManyPlayerMatchStats: TrendRow[] }>(
    "stats",
    {
      operationName: "ProfileTrendGraph",
      query: PROFILE_TREND_GRAPH,
      variables: { steamId: steam64Id, season },
    },
    CACHE_TIMES.trend,
    season !== null,
  );

export type HistoryLine = Pick<
  ScoreboardLine,
  | "name"
  | "kills"
  | "assists"
  | "deaths"
  | "damage"
  | "adr"
  | "hs"
  | "FAss"
  | "teamENUM"
  | "teamClanName"
  | "rating"
  | "RF"
  | "RA"
  | "utilDmg"
  | "ok"
  | "ol"
  | "cl_1"
  | "cl_2"
  | "cl_3"
  | "cl_4"
  | "cl_5"
>;

export type HistoryMap = Pick<
  Scoreboard,
  "matchId" | "mapName" | "totalRounds" | "matchType" | "createdAt" | "tier"
> & {
  /** "M5" regular season, "P1" playoff round (a series of maps), "C2" combines. */
  matchDay: string;
  teamStats: { name: string }[];
  matchStats: HistoryLine[];
};

/**
 * The player's maps of a season and match type. The match type is in the filter (not only the key)
 * so the history lists the same maps the season stats count.
 */
export const matchHistoryQuery = (playerName: string, season: number | null, matchType: MatchType) =>
  graphqlQuery<{ findManyMatch: HistoryMap[] }>(
    "stats",
    {
      operationName: "getMatchesHistoryByPlayerName",
      query: MATCH_HISTORY,
      variables: {
        whereFilter: {
          matchStats: { some: { name: { equals: playerName } } },
          season: { equals: season },
          matchType: { equals: matchType },
        },
      },
    },
    CACHE_TIMES.matchHistory,
    season !== null,
  );

/** The stats API prefixes combine maps; the extended data is keyed without it (docs/api.md#extended-match-stats). */
const extendedMatchId = (matchId: string) => matchId.replace(/^combines-/, "");

/** Demo data of one map. */
export const extendedMatchStatsQuery = (matchId: string, matchType: MatchType) =>
  restQuery<ExtendedMatchStatsResponse>(
    "/api/fragboard/extendedMatchStats",
    { matchId: extendedMatchId(matchId), matchType },
    CACHE_TIMES.extendedMatchStats,
  );
