import {
  CACHE_TIMES,
  type CachedPlayersResponse,
  type CachedStatsResponse,
  type MatchType,
} from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiGet } from "../api-client.js";
import { buildPlayerList, type ListedPlayer } from "./player-list.js";
import { useSeasonMetadata } from "./season-metadata.js";
import { useSelection } from "./selection.js";

export type PlayerListState =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; players: ListedPlayer[]; season: number; matchType: MatchType };

/**
 * The selected season's players joined with the selected match type's stats. Keys carry every
 * parameter so a change of selection refetches (API.md "Our rules" 1). Players are asked for the
 * selected season, not always the current one, so a historical season shows who played where then.
 */
export function usePlayerList(): PlayerListState {
  const metadata = useSeasonMetadata();
  const { season, matchType, historical } = useSelection();
  const ready = season > 0;

  const players = useQuery({
    queryKey: ["cachedPlayers", season],
    queryFn: ({ signal }) => apiGet<CachedPlayersResponse>("/api/csc/cached-players", { season }, signal),
    staleTime: CACHE_TIMES.cachedPlayers,
    enabled: ready,
  });
  const stats = useQuery({
    queryKey: ["cachedStats", season, matchType],
    queryFn: ({ signal }) =>
      apiGet<CachedStatsResponse>("/api/csc/cached-stats", { season, matchType }, signal),
    staleTime: CACHE_TIMES.cachedStats,
    enabled: ready,
  });

  const error = metadata.error ?? players.error ?? stats.error;
  // Memoised so pages can derive filtered and sorted lists from it without redoing them every render.
  return useMemo((): PlayerListState => {
    if (error) return { status: "error", error };
    if (!players.data || !stats.data) return { status: "pending" };
    const list = buildPlayerList(players.data.data, stats.data.data, { includeSpectators: historical });
    return { status: "success", players: list, season, matchType };
  }, [error, players.data, stats.data, historical, season, matchType]);
}
