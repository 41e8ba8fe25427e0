import { type LeaguePlayer, lookupPlayer, type MatchType, similarNames } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { cachedPlayersQuery } from "../queries/league.js";
import type { ListedPlayer } from "./player-list.js";
import { playerPath } from "./player-lookup.js";
import { PLAYER_PAGE_PARAMS } from "./player-page-params.js";
import { useSelection } from "./selection.js";
import { SELECTION_PARAMS } from "./selection-params.js";
import { usePlayerList } from "./use-player-list.js";

export type RoutedPlayer =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "notFound"; id: string; suggestions: ListedPlayer[] }
  /** He is in the league (this season's or the current roster) but has no stats in the one shown. */
  | { status: "noStats"; player: LeaguePlayer; season: number; matchType: MatchType }
  | {
      status: "found";
      player: ListedPlayer;
      players: ListedPlayer[];
      season: number;
      matchType: MatchType;
    };

/** The page's query string without the selection's and the page's own parameters, which belong there. */
function foreignQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...SELECTION_PARAMS, ...PLAYER_PAGE_PARAMS]) params.delete(name);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
}

/**
 * The player named by the route's `:id` (player page and player card), with the list he is part
 * of. Found by another spelling (case, CSC id, a pasted address), the address is replaced by his
 * own so it can be shared as is. Not in the season's list, the rosters of that season and of the
 * current one tell "no stats in that season" from "nobody of that name".
 */
export function useRoutedPlayer(): RoutedPlayer {
  const id = useParams().id ?? "";
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const list = usePlayerList();
  const { season, currentSeason } = useSelection();

  const inList = useMemo(() => {
    if (list.status !== "success") return undefined;
    return lookupPlayer(id, list.players, foreignQuery(search));
  }, [list, id, search]);
  const missing = inList !== undefined && inList.player === undefined;
  // Only asked for when he is not in the list; the season's roster is usually cached already.
  const seasonRoster = useQuery(cachedPlayersQuery(missing ? season : null));
  const currentRoster = useQuery(cachedPlayersQuery(missing ? currentSeason : null));

  const result = useMemo((): RoutedPlayer => {
    if (list.status !== "success" || !inList) return list.status === "error" ? list : { status: "pending" };
    const { players, season: shownSeason, matchType } = list;
    if (inList.player)
      return { status: "found", player: inList.player, players, season: shownSeason, matchType };
    if (seasonRoster.isPending || currentRoster.isPending) return { status: "pending" };
    const known =
      lookupPlayer(id, seasonRoster.data?.data ?? []).player ??
      lookupPlayer(id, currentRoster.data?.data ?? []).player;
    if (known) return { status: "noStats", player: known, season: shownSeason, matchType };
    return { status: "notFound", id, suggestions: similarNames(id, players) };
  }, [list, inList, id, seasonRoster, currentRoster]);

  const canonicalName =
    result.status === "found" || result.status === "noStats" ? result.player.name : undefined;
  useEffect(() => {
    if (canonicalName === undefined || canonicalName === id) return;
    const base = pathname.startsWith("/graphics/") ? "/graphics" : "";
    navigate(`${base}${playerPath(canonicalName)}${search}`, { replace: true });
  }, [canonicalName, id, pathname, search, navigate]);

  const warn = inList?.hasQueryString === true;
  useEffect(() => {
    if (warn)
      console.warn(`[fragboard] the player address "${id}${search}" has a query string; it is ignored`);
  }, [warn, id, search]);

  return result;
}
