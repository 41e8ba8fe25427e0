import type { MatchType } from "@fragboard/core";
import { useEffect, useMemo } from "react";
import { useLocation, useParams } from "react-router";
import type { ListedPlayer } from "./player-list.js";
import { lookupPlayer, similarNames } from "./player-lookup.js";
import { usePlayerList } from "./use-player-list.js";

export type RoutedPlayer =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "notFound"; id: string; suggestions: ListedPlayer[] }
  | {
      status: "found";
      player: ListedPlayer;
      players: ListedPlayer[];
      season: number;
      matchType: MatchType;
    };

/** The player named by the route's `:id` (player page and player card), with the list he is part of. */
export function useRoutedPlayer(): RoutedPlayer {
  const id = useParams().id ?? "";
  const { search } = useLocation();
  const list = usePlayerList();

  const result = useMemo((): RoutedPlayer & { hasQueryString?: boolean } => {
    if (list.status !== "success") return list;
    const { player, hasQueryString } = lookupPlayer(id, list.players, search);
    if (!player)
      return { status: "notFound", id, suggestions: similarNames(id, list.players), hasQueryString };
    const { players, season, matchType } = list;
    return { status: "found", player, players, season, matchType, hasQueryString };
  }, [list, id, search]);

  const warn = result.hasQueryString === true;
  useEffect(() => {
    if (warn)
      console.warn(`[fragboard] the player address "${id}${search}" has a query string; it is ignored`);
  }, [warn, id, search]);

  return result;
}
