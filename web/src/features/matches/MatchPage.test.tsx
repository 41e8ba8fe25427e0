import type { MatchListItem, MatchMap, MatchPlayer, MatchResponse } from "@fragboard/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { renderApp } from "../../test/render.js";

const home = { id: "t-home", name: "Rapid Anchors", franchise: { name: "Harbour", prefix: "HBR" } };
const away = { id: "t-away", name: "Calves", franchise: { name: "Bovines", prefix: "BB" } };

function item(overrides: Partial<MatchListItem>): MatchListItem {
  return {
    id: "s15-premier-p1-1",
    season: 15,
    tier: "Premier",
    matchType: "Regulation",
    matchDay: "P1",
    scheduledDate: "2026-11-20T01:00:00.000Z",
    completedAt: null,
    status: "not-played",
    home,
    away,
    maps: [],
    winner: null,
    ...overrides,
  };
}

/** The stats engine's map parts are tested in core and server/test/routes: here, what the page draws. */
function page(match: MatchListItem, overrides: Partial<MatchResponse> = {}): MatchResponse {
  return { match, tierColor: "#ff0000", demoUrl: null, connect: null, veto: [], maps: [], ...overrides };
}

/** A scoreboard line: every figure 0 but those given. */
function player(name: string, team: 0 | 1, figures: Partial<MatchPlayer>): MatchPlayer {
  const zero = { kills: 0, assists: 0, deaths: 0, damage: 0, hs: 0, adr: 0, kast: 0, impactRating: 0 };
  return {
    ...zero,
    rating: 0,
    ctRating: 0,
    TRating: 0,
    FAss: 0,
    RF: 0,
    RA: 0,
    utilDmg: 0,
    ef: 0,
    ok: 0,
    ol: 0,
    cl_1: 0,
    cl_2: 0,
    cl_3: 0,
    cl_4: 0,
    cl_5: 0,
    name,
    teamClanName: team === 0 ? home.name : away.name,
    teamENUM: team === 0 ? 3 : 2,
    steam64Id: `7656${name}`,
    playerId: null,
    team,
    ...figures,
  } as MatchPlayer;
}

const teamLine = (teamId: string, name: string, score: number, startSide: "CT" | "T") => ({
  teamId,
  name,
  startSide,
  score,
  TR: 1,
  TRW: 0,
  ctR: 1,
  ctRW: score,
  pistols: 1,
  pistolsW: score,
  winsBy: { elimination: score, bomb_exploded: 0, bomb_defused: 0, time: 0 },
});

/** One round, won by the home team on CT; two players a side. */
const playedMap: MatchMap = {
  matchId: "m1-map",
  mapNumber: 1,
  mapName: "de_nuke",
  playedAt: "2026-11-04T03:00:00.000Z",
  totalRounds: 1,
  homeTeam: 0,
  teams: [teamLine("t-home", home.name, 1, "CT"), teamLine("t-away", away.name, 0, "T")],
  players: [
    player("anchor", 0, { kills: 1, rating: 1.4 }),
    player("buoy", 0, { kills: 3, rating: 1.1 }),
    player("calf", 1, { kills: 0, rating: 0.2 }),
    player("heifer", 1, { kills: 2, rating: 0.9 }),
  ],
  rounds: [],
  highlights: { multiKills: [], clutches: [], openingDuels: [], topRating: null, topAdr: null },
  matchup: { teamAFaceitElo: [], teamBFaceitElo: [], teamACSCRatingsAtMatch: [], teamBCSCRatingsAtMatch: [] },
};

let answers: Record<string, MatchResponse>;
beforeEach(() => {
  answers = {};
  stubApi();
  const others = fetch as unknown as (url: string) => Promise<Response>;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0] ?? "";
      const id = /^\/api\/fragboard\/matches\/([^/]+)$/.exec(path)?.[1];
      if (id === undefined) return others(url);
      const body = answers[decodeURIComponent(id)];
      return body
        ? new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } })
        : new Response(
            JSON.stringify({ error: { code: "NOT_FOUND", message: `No match has the id ${id}.` } }),
            {
              status: 404,
              headers: { "content-type": "application/json" },
            },
          );
    }),
  );
});

/** Issue #21 item 2: the match page's header and scoreboards. */
describe("/matches/{id}", () => {
  it("a match being played: its server's connect line, its demo, the veto by team", async () => {
    answers["s15-premier-p1-1"] = page(item({ status: "in-progress" }), {
      demoUrl: "https://demos.example/p1.dem",
      connect: "connect 203.0.113.7:27015; password abc123",
      veto: [
        { action: "ban", map: "de_nuke", teamId: "t-home" },
        { action: "pick", map: "de_mirage", teamId: "t-away" },
        { action: "decider", map: "de_inferno", teamId: null },
      ],
    });
    renderApp("/matches/s15-premier-p1-1");
    await screen.findByText("· Being played");
    expect(screen.getByText("connect 203.0.113.7:27015; password abc123").tagName).toBe("CODE");
    expect(screen.getByRole("link", { name: "Demo" }).getAttribute("href")).toBe(
      "https://demos.example/p1.dem",
    );
    expect(screen.getByRole("link", { name: "Head-to-head" }).getAttribute("href")).toBe(
      `/matches/h2h?teams=${encodeURIComponent("t-home,t-away")}`,
    );
    const veto = within(screen.getByRole("region", { name: "Veto" })).getAllByRole("listitem");
    expect(veto.map((step) => step.textContent)).toEqual([
      "1. Rapid Anchors banned Nuke",
      "2. Calves picked Mirage",
      "3.  decider Inferno",
    ]);
    // Franchises under the teams; the tier, season and playoff round above them.
    expect(screen.getByText("Harbour")).toBeTruthy();
    expect(screen.getByText("Bovines")).toBeTruthy();
    expect(screen.getByText("Season 15")).toBeTruthy();
  });

  it("a played series: maps won as the score, each map's score, no connect line", async () => {
    const maps = [
      { matchId: "p1-a", mapNumber: 1, mapName: "de_mirage" as const, homeScore: 13, awayScore: 9 },
      { matchId: "p1-b", mapNumber: 2, mapName: "de_nuke" as const, homeScore: 11, awayScore: 13 },
      { matchId: "p1-c", mapNumber: 3, mapName: "de_inferno" as const, homeScore: 13, awayScore: 4 },
    ];
    answers["s15-premier-p1-1"] = page(
      item({ status: "completed", completedAt: "2026-11-20T03:00:00.000Z", maps, winner: "home" }),
    );
    renderApp("/matches/s15-premier-p1-1");
    const series = await screen.findByRole("list", { name: "Maps of the series" });
    expect(
      within(series)
        .getAllByRole("listitem")
        .map((m) => m.textContent),
    ).toEqual(["Map 1 Mirage 13–9", "Map 2 Nuke 11–13", "Map 3 Inferno 13–4"]);
    expect(screen.getByTitle("Maps won").textContent).toBe("2–1");
    expect(document.title).toMatch(/^Rapid Anchors 2–1 Calves · /);
    expect(screen.queryByText(/^connect /)).toBeNull();
    expect(screen.queryByRole("link", { name: "Demo" })).toBeNull();
  });

  it("each team's scoreboard: the spec's columns, by rating, sorted again by any column", async () => {
    answers.m1 = page(
      item({
        id: "m1",
        matchDay: "M1",
        status: "completed",
        completedAt: "2026-11-04T03:30:00.000Z",
        maps: [{ matchId: "m1-map", mapNumber: 1, mapName: "de_nuke", homeScore: 1, awayScore: 0 }],
        winner: "home",
      }),
      { maps: [playedMap] },
    );
    renderApp("/matches/m1");
    const board = await screen.findByRole("region", { name: "Scoreboard" });
    const [homeTable, awayTable] = within(board).getAllByRole("table") as [HTMLElement, HTMLElement];
    expect(
      within(homeTable)
        .getAllByRole("columnheader")
        .map((h) => h.textContent?.replace(/[↕▲▼]/, "")),
    ).toEqual(
      // kills…rating, FAss, utilDmg, ef, ok, ol, cl_1..cl_5 of the spec; RF/RA and side in the caption.
      [
        ...["Player", "K", "D", "A", "+/-", "DMG", "ADR", "KAST", "HS%", "Impact", "CT", "T"],
        ...["FK", "FD", "FA", "EF", "UD", "1v1", "1v2", "1v3", "1v4", "1v5", "Rating"],
      ],
    );
    const names = (table: HTMLElement) =>
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent);
    expect([names(homeTable), names(awayTable)]).toEqual([
      ["anchor", "buoy"],
      ["heifer", "calf"],
    ]);
    // A column's header sorts both tables by it, most first.
    await userEvent.click(within(homeTable).getByRole("button", { name: "K" }));
    expect([names(homeTable), names(awayTable)]).toEqual([
      ["buoy", "anchor"],
      ["heifer", "calf"],
    ]);
    expect(within(homeTable).getByRole("columnheader", { name: "K" }).getAttribute("aria-sort")).toBe(
      "descending",
    );
  });

  it("an unknown id: the not-found page", async () => {
    renderApp("/matches/s99-nowhere");
    await screen.findByText("There is no match with the id “s99-nowhere”.");
    expect(document.title).toBe("Match not found · Fragboard");
  });
});
