import {
  findTeam,
  type MatchType,
  PLAYER_LIST_PAGES,
  readSelectionParams,
  shownSelection,
} from "@fragboard/core";
import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { readLeaderboardParams } from "../features/leaderboards/leaderboard-params.js";
import { franchiseQuery, rosterStatsQuery, teamMatchesQuery } from "../lib/queries/franchises.js";
import { leaderboardsQuery } from "../lib/queries/leaderboards.js";
import { cachedPlayersQuery, cachedStatsQuery, seasonMetadataQuery } from "../lib/queries/league.js";

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
  const onPage = (paths: readonly string[]) => paths.some((path) => matchPath(path, pathname));
  client
    .fetchQuery(seasonMetadataQuery())
    .then((metadata) => {
      const { season, matchType } = shownSelection(metadata, readSelectionParams(params));
      if (onPage(PLAYER_LIST_PAGES)) {
        void client.prefetchQuery(cachedPlayersQuery(season));
        void client.prefetchQuery(cachedStatsQuery(season, matchType));
      } else if (onPage(["/leaderboards"])) {
        const { tab } = readLeaderboardParams(params);
        if (tab === "general" || tab === "extended" || tab === "weapons")
          void client.prefetchQuery(leaderboardsQuery(season, matchType));
      } else {
        const page: { params: { franchise?: string; team?: string } } | null =
          matchPath("/franchises/:franchise/:team", pathname) ??
          matchPath("/franchises/:franchise", pathname);
        const { franchise, team } = page?.params ?? {};
        if (franchise)
          return preloadFranchise(
            client,
            { franchise: decoded(franchise), team: team && decoded(team) },
            season,
            matchType,
          );
      }
    })
    // The page's own query of the metadata shows the failure (and retries).
    .catch(() => {});
}

/** An address segment as the router hands it to the page (it decodes what matchPath does not). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A franchise or team page's chain: the franchise, then what the page asks for with its answer
 * (the same keys as FranchisePage and TeamPage): the rosters' stats, and a team's matches.
 */
async function preloadFranchise(
  client: QueryClient,
  segments: { franchise: string; team?: string },
  season: number | null,
  matchType: MatchType,
) {
  const { franchise } = await client.fetchQuery(franchiseQuery(segments.franchise, season));
  if (!franchise) return;
  const team = segments.team === undefined ? undefined : findTeam(franchise.teams, segments.team);
  if (segments.team !== undefined && !team) return;
  const players = team ? team.players : franchise.teams.flatMap((t) => t.players);
  const steamIds = players.map((p) => p.steam64Id);
  if (steamIds.length > 0) void client.prefetchQuery(rosterStatsQuery(steamIds, season, matchType));
  if (team) void client.prefetchQuery(teamMatchesQuery(team.id, season));
}
