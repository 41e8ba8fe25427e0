import type { MatchType } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { extendedMatchStatsQuery } from "../../../lib/queries/player.js";

/** Demo data of one map; the component asking for it only mounts once its history row is opened. */
export const useExtendedMatchStats = (matchId: string, matchType: MatchType) =>
  useQuery(extendedMatchStatsQuery(matchId, matchType));
