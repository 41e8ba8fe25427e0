/**
 * What each request of the app loads, in words, so a failure says what failed ("Could not load
 * the standings") instead of a status code (docs/web.md#failures). Keyed by path; a path that
 * ends in `/` names every path under it. GraphQL requests are named by their operation.
 */
const PATHS: Record<string, string> = {
  "/api/csc/cached-season-metadata": "the season list",
  "/api/csc/cached-players": "the players",
  "/api/csc/cached-stats": "the season stats",
  "/api/fragboard/extendedStats": "the extended stats",
  "/api/fragboard/extendedMatchStats": "the match's demo data",
  "/api/fragboard/leaderboards": "the leaderboards",
  "/api/fragboard/standings": "the standings",
  "/api/fragboard/matches": "the matches",
  "/api/fragboard/matches/": "the match",
  "/api/fragboard/head-to-head": "the head-to-head",
  "/api/fragboard/articles": "the articles",
  "/api/fragboard/articles/": "the article",
  "/api/fragboard/article": "the article",
  "/api/fragboard/accolades": "the accolades",
  "/api/fragboard/playerBadge": "the player's badges",
  "/api/fragboard/plusRep": "the reputation",
  "/api/fragboard/pickems": "the pickems",
  "/api/fragboard/pickems/clock": "the pickems clock",
  "/api/fragboard/pickems/leaderboard": "the pickems leaderboard",
  "/api/fragboard/pickems/matchup-concensus": "the pickems consensus",
  "/api/fragboard/pickemsSearch": "the pickems members",
  "/api/fragboard/draft/": "the draft board",
  "/api/faceit/playerlookup": "the FACEIT profile",
  "/api/config": "the site configuration",
  "/api/admin/settings": "the configuration",
  "/api/admin/ratings": "the ratings",
  "/api/admin/members/": "the member's sessions",
  "/api/auth/local/members": "the sign-in members",
  "/api/gm/franchises": "your franchises",
  "/api/gm/ratings": "the ratings",
  "/api/me": "your session",
  "/api/profile": "your profile",
  "/api/notifications": "your notifications",
  "/api/servers": "the running servers",
  "/api/servers/deets": "the server's status",
  "/api/version": "the site version",
};

const OPERATIONS: Record<string, string> = {
  franchise: "the franchise",
  franchiseList: "the franchises",
  matches: "the team's matches",
  SeasonMatches: "the season's matches",
  TeamMatchHistory: "the team's match history",
  PlayersSeasonStats: "the roster's stats",
  ProfileTrendGraph: "the player's trend",
  getMatchesHistoryByPlayerName: "the player's match history",
};

/** What a request to `path` (with a GraphQL `operation`) loads, in words. */
export function requestName(path: string, operation?: string): string {
  if (operation) return OPERATIONS[operation] ?? `the data (${operation})`;
  const exact = PATHS[path];
  if (exact) return exact;
  const under = Object.keys(PATHS)
    .filter((prefix) => prefix.endsWith("/") && path.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  return under ? (PATHS[under] as string) : `the data (${path})`;
}
