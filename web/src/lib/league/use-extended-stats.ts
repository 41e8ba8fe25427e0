import type { ExtendedStats, ExtendedStatsResponse, MatchType } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { extendedStatsQuery } from "../queries/league.js";

const byName = (response: ExtendedStatsResponse): ReadonlyMap<string, ExtendedStats> =>
  new Map(response.data.map((row) => [row.name, row]));

/** Demo-derived season stats of every player (docs/api.md#extended-stats), indexed by exact name. */
export const useExtendedStats = (season: number | null, matchType: MatchType) =>
  useQuery({ ...extendedStatsQuery(season, matchType), select: byName });
