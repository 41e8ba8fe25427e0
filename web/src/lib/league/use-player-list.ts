import type { MatchType } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { cachedPlayersQuery, cachedStatsQuery } from "../queries/league.js";
import { buildPlayerList, type ListedPlayer } from "./player-list.js";
import { useSeasonMetadata } from "./season-metadata.js";
import { useSelection } from "./selection.js";
import { useNoveltyRoles } from "./use-novelty-roles.js";

export type PlayerListState =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; players: ListedPlayer[]; season: number; matchType: MatchType };

/**
 * The selected season's players joined with the selected match type's stats; a change of selection
 * refetches (the query keys carry both). Players are asked for the selected season, not always the
 * current one, so a historical season shows who played where then.
 */
export function usePlayerList(): PlayerListState {
  const metadata = useSeasonMetadata();
  const { season, matchType, historical } = useSelection();
  const players = useQuery(cachedPlayersQuery(season));
  const stats = useQuery(cachedStatsQuery(season, matchType));
  const noveltyRoles = useNoveltyRoles();

  const error = metadata.error ?? players.error ?? stats.error;
  // Memoised so pages can derive filtered and sorted lists from it without redoing them every render.
  return useMemo((): PlayerListState => {
    if (error) return { status: "error", error };
    if (season === null || !players.data || !stats.data) return { status: "pending" };
    const list = buildPlayerList(players.data.data, stats.data.data, {
      includeSpectators: historical,
      noveltyRoles,
    });
    return { status: "success", players: list, season, matchType };
  }, [error, players.data, stats.data, historical, season, matchType, noveltyRoles]);
}
