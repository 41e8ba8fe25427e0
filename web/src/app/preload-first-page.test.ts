import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { teamLeague } from "../features/team/team-fixtures.js";
import { createQueryClient } from "../lib/query-client.js";
import { stubFranchiseApi } from "../test/franchise-api-stub.js";
import { preloadFirstPage } from "./preload-first-page.js";

/** The API paths the preload asked for, once the metadata has answered and what follows has been sent. */
async function preloaded(pathname: string, search = "", league: Parameters<typeof stubFranchiseApi>[0] = {}) {
  const urls = stubFranchiseApi(league);
  const client = createQueryClient();
  preloadFirstPage(client, { pathname, search });
  await waitFor(() => expect(client.isFetching()).toBe(0));
  // Once each (the stub has no leaderboards: that one is asked again after its 404).
  return [...new Set(urls)];
}

describe("preloadFirstPage", () => {
  it.each(["/players", "/", "/players/someone", "/graphics/players/someone"])(
    "starts the metadata, then the season's players and stats, for %s",
    async (path) => {
      expect(await preloaded(path, "", { season: 15 })).toEqual([
        "/api/csc/cached-season-metadata",
        "/api/csc/cached-players?season=15",
        "/api/csc/cached-stats?season=15&matchType=Regulation",
      ]);
    },
  );

  it("asks for the season and match type the address names, or Combine before the season starts", async () => {
    expect((await preloaded("/players", "?season=13&matchType=combine", { season: 15 })).slice(1)).toEqual([
      "/api/csc/cached-players?season=13",
      "/api/csc/cached-stats?season=13&matchType=Combine",
    ]);
    expect((await preloaded("/players", "", { season: 16, hasSeasonStarted: false })).slice(2)).toEqual([
      "/api/csc/cached-stats?season=16&matchType=Combine",
    ]);
  });

  it("starts the stats boards of /leaderboards, not for its pickems tab, and nothing more elsewhere", async () => {
    expect(await preloaded("/leaderboards", "", { season: 15 })).toEqual([
      "/api/csc/cached-season-metadata",
      "/api/fragboard/leaderboards?season=15&matchType=Regulation",
    ]);
    expect(await preloaded("/leaderboards", "?q=pickems")).toEqual(["/api/csc/cached-season-metadata"]);
    expect(await preloaded("/about")).toEqual(["/api/csc/cached-season-metadata"]);
  });
  it("starts a team page's franchise, then its roster's stats and its matches", async () => {
    expect(await preloaded("/franchises/arga/Rapid%20Anchors", "", teamLeague())).toEqual([
      "/api/csc/cached-season-metadata",
      "/api/graphql/core#franchise",
      "/api/graphql/stats#PlayersSeasonStats",
      "/api/graphql/core#matches",
    ]);
  });

  it("starts a franchise page's rosters' stats; an unknown team or franchise stops at the franchise", async () => {
    expect((await preloaded("/franchises/ARGA", "", teamLeague())).slice(1)).toEqual([
      "/api/graphql/core#franchise",
      "/api/graphql/stats#PlayersSeasonStats",
    ]);
    expect((await preloaded("/franchises/ARGA/Nobody", "", teamLeague())).slice(1)).toEqual([
      "/api/graphql/core#franchise",
    ]);
    expect((await preloaded("/franchises/NOPE/Rapid%20Anchors", "", teamLeague())).slice(1)).toEqual([
      "/api/graphql/core#franchise",
    ]);
  });
});
