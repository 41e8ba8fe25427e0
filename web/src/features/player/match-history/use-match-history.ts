import {
  CACHE_TIMES,
  MATCH_HISTORY,
  type MatchType,
  type Scoreboard,
  type ScoreboardLine,
} from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "../../../lib/graphql.js";

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
  teamStats: { name: string }[];
  matchStats: HistoryLine[];
};

/**
 * The player's maps of the selected season and match type, newest first. The match type is in
 * the filter (not only the key) so the history lists the same maps the season stats count.
 */
export function useMatchHistory(playerName: string, season: number, matchType: MatchType) {
  return useQuery({
    queryKey: ["matchHistory", playerName, season, matchType],
    queryFn: ({ signal }) =>
      graphqlRequest<{ findManyMatch: HistoryMap[] }>(
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
        signal,
      ),
    select: (data) => [...data.findManyMatch].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    staleTime: CACHE_TIMES.matchHistory,
    enabled: season > 0,
  });
}
