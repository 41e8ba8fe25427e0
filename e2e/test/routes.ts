import {
  FRANCHISES,
  type GqlFranchise,
  type LeaguePlayer,
  matchesResponseSchema,
  PAGES,
  type PagePath,
} from "@fragboard/core";
import { baseUrl } from "./browser.js";
import { busiestPlayer, loadLeague, playerPath } from "./league.js";

/**
 * One real address for every page of the app (core's PAGES), found in the journey server's league
 * at run time: the journeys that must cover every route (failures, phone) walk this list. The
 * signed-in walk uses a franchise's GM holding the admin scope, who may open every page.
 */
export type Route = { page: PagePath; path: string };
export type Routes = { routes: Route[]; gm: { discordId: string; name: string } };

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function everyRoute(): Promise<Routes> {
  const league = await loadLeague();
  const { season } = league;
  const { franchises } = (
    await getJson<{ data: { franchises: GqlFranchise[] } }>("/api/graphql/core", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationName: "franchises", query: FRANCHISES, variables: { season } }),
    })
  ).data;
  const franchise = franchises.find((f) => f.gm && f.teams.some((t) => t.players.length > 0));
  const team = franchise?.teams.find((t) => t.players.length > 0);
  const everyone = (await getJson<{ data: LeaguePlayer[] }>(`/api/csc/cached-players?season=${season}`)).data;
  const gm = everyone.find((p) => p.id === franchise?.gm?.id);
  const played = matchesResponseSchema.parse(
    await getJson(`/api/fragboard/matches?season=${season}&status=played`),
  );
  const match = played.results[0]?.matches[0];
  const [article] = await getJson<{ id: number }[]>("/api/fragboard/articles");
  if (!franchise || !team || !gm?.discordId || !match || !article)
    throw new Error("the journey league lacks a franchise with a GM, a played match or an article");

  const player = playerPath(busiestPlayer(league).name);
  const addresses: Record<PagePath, string> = {
    ...(Object.fromEntries(PAGES.map((page) => [page.path, page.path])) as Record<PagePath, string>),
    "/players/:id": player,
    "/graphics/players/:id": `/graphics${player}`,
    "/franchises/:franchise": `/franchises/${encodeURIComponent(franchise.prefix)}`,
    "/franchises/:franchise/:team": `/franchises/${encodeURIComponent(franchise.prefix)}/${encodeURIComponent(team.name)}`,
    "/matches/:id": `/matches/${encodeURIComponent(match.id)}`,
    "/matches/h2h": `/matches/h2h?teams=${encodeURIComponent(`${match.home.id},${match.away.id}`)}`,
    "/pickems/explorer/:id": `/pickems/explorer/${gm.discordId}`,
    "/articles/:id": `/articles/${article.id}`,
    "/admin/sessions": `/admin/sessions?member=${gm.discordId}`,
    // Where Login leads: opened bare, the page first fetches a state and comes back with it (a
    // navigation midway through any check); the page only passes the state on to the server.
    "/signin": "/signin?state=journey",
  };
  return {
    routes: PAGES.map((page) => ({ page: page.path, path: addresses[page.path] })),
    gm: { discordId: gm.discordId, name: gm.name },
  };
}
