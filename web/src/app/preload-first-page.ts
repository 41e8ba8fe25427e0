import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { readLeaderboardParams } from "../features/leaderboards/leaderboard-params.js";
import { shownSelection } from "../lib/league/selection.js";
import { readSelectionParams } from "../lib/league/selection-params.js";
import { leaderboardsQuery } from "../lib/queries/leaderboards.js";
import { cachedPlayersQuery, cachedStatsQuery, seasonMetadataQuery } from "../lib/queries/league.js";

/** Pages that show the season's player list (players list, player page, player card). */
const PLAYER_LIST_PATHS = ["/", "/players", "/players/:id", "/graphics/players/:id"];

/**
 * Starts the first page's data with the app's code instead of after the page's own chunk has
 * loaded and rendered: the router waits for that chunk before it renders the shell, so the season
 * metadata, and the lists that need its season, would otherwise start a whole request chain later.
 * The queries are the ones the page asks for (same keys): it finds them in flight or done. Only
 * the first page: later navigations find the metadata cached and the shell already rendered.
 */
export function preloadFirstPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
) {
  const params = new URLSearchParams(search);
  const onPage = (paths: string[]) => paths.some((path) => matchPath(path, pathname));
  client
    .fetchQuery(seasonMetadataQuery())
    .then((metadata) => {
      const { season, matchType } = shownSelection(metadata, readSelectionParams(params));
      if (onPage(PLAYER_LIST_PATHS)) {
        void client.prefetchQuery(cachedPlayersQuery(season));
        void client.prefetchQuery(cachedStatsQuery(season, matchType));
      } else if (onPage(["/leaderboards"])) {
        const { tab } = readLeaderboardParams(params);
        if (tab === "general" || tab === "extended" || tab === "weapons")
          void client.prefetchQuery(leaderboardsQuery(season, matchType));
      }
    })
    // The page's own query of the metadata shows the failure (and retries).
    .catch(() => {});
}
