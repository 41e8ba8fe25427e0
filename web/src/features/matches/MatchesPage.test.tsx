import type { MatchDayGroup, MatchesResponse, MatchListItem } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatDayTime } from "../../lib/format.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { stubApi } from "../../test/api-stub.js";
import { renderApp } from "../../test/render.js";

/** Day `day`'s one Premier match, played 13–7 by the home team or still to play. */
function day(day: number, played: boolean): MatchDayGroup {
  const match: MatchListItem = {
    id: `s15-m${day}`,
    season: 15,
    tier: "Premier",
    matchType: "Regulation",
    matchDay: `M${day}`,
    scheduledDate: `2026-10-${String(day).padStart(2, "0")}T19:00:00.000Z`,
    completedAt: played ? `2026-10-${String(day).padStart(2, "0")}T20:00:00.000Z` : null,
    status: played ? "completed" : "not-played",
    home: { id: `home-${day}`, name: `Home ${day}`, franchise: { name: "Velvet", prefix: "VEL" } },
    away: { id: `away-${day}`, name: `Away ${day}`, franchise: null },
    maps: played
      ? [{ matchId: `map-${day}`, mapNumber: 1, mapName: "de_nuke", homeScore: 13, awayScore: 7 }]
      : [],
    winner: played ? "home" : null,
  };
  return { matchDay: `M${day}`, matches: [match] };
}

/** Six played days (newest first), day 7 next, days 8 and 9 later: as the server windows them. */
function season(days: string | null): MatchesResponse {
  const results = [6, 5, 4, 3, 2, 1].map((d) => day(d, true));
  const later = [8, 9].map((d) => day(d, false));
  return {
    season: 15,
    matchType: "Regulation",
    lastUpdate: "2026-11-01T00:00:00.000Z",
    next: day(7, false),
    results: days ? results.slice(0, Number(days)) : results,
    later: days ? [] : later,
    resultDays: results.length,
    laterDays: later.length,
  };
}

let requests: URLSearchParams[];
/** While set, answers to requests with this `status` wait for it to resolve. */
let held: { status: string; until: Promise<void> } | undefined;
beforeEach(() => {
  requests = [];
  held = undefined;
  stubApi();
  const others = fetch as unknown as (url: string) => Promise<Response>;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const [path, search] = url.split("?");
      if (path !== "/api/fragboard/matches") return others(url);
      const query = new URLSearchParams(search);
      requests.push(query);
      if (held && query.get("status") === held.status) await held.until;
      return new Response(JSON.stringify(season(query.get("days"))), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

describe("/matches", () => {
  it("asks for its first screen's days, and for the whole season when more are asked for", async () => {
    renderApp("/matches");
    const showAll = await screen.findByRole("button", { name: "Show all 6 played match days" });
    expect(requests.map((q) => q.get("days"))).toEqual(["3"]);
    const results = screen.getByRole("region", { name: "Results" });
    expect(within(results).getAllByRole("link")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Show 2 more match days" })).toBeTruthy();

    await userEvent.click(showAll);
    await within(results).findByRole("region", { name: "Match day 1" });
    expect(within(results).getAllByRole("link")).toHaveLength(6);
    expect(requests.map((q) => q.get("days"))).toEqual(["3", null]);

    // The later days come from the same whole season, asked for once.
    await userEvent.click(screen.getByRole("button", { name: "Show 2 more match days" }));
    await screen.findByRole("region", { name: "Match day 9" });
    expect(requests).toHaveLength(2);
  });

  it("a new filter never shows the last filter's rows while its own answer is on its way", async () => {
    let release = () => {};
    held = { status: "upcoming", until: new Promise<void>((resolve) => (release = resolve)) };
    renderApp("/matches");
    await screen.findByRole("region", { name: "Match day 6" });

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "upcoming");
    // The answer drawn is deferred (a background render): the old one must not stay on screen
    // under the new filter while the new one is held back.
    await waitFor(() => expect(requests.at(-1)?.get("status")).toBe("upcoming"));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Match day 6" })).toBeNull());
    expect(screen.queryByRole("region", { name: "Next up: Match day 7" })).toBeNull();

    release();
    await screen.findByRole("region", { name: "Next up: Match day 7" });
  });

  it("a row: both teams with logos, the tier's colour, each map's score or the kickoff in the viewer's zone", async () => {
    renderApp("/matches?franchise=vel&status=played");
    const next = await screen.findByRole("region", { name: "Next up: Match day 7" });
    // The address's filters are the API's query.
    expect(requests[0]?.get("franchise")).toBe("vel");
    expect(requests[0]?.get("status")).toBe("played");
    const upcoming = within(next).getByRole("link");
    expect(upcoming.getAttribute("href")).toBe("/matches/s15-m7");
    expect(upcoming.textContent).toContain(formatDayTime("2026-10-07T19:00:00.000Z"));
    // The tier's colour down the row's edge (as the browser normalises a colour).
    const premier = document.createElement("span");
    premier.style.borderLeftColor = tierColour("Premier");
    expect(upcoming.style.borderLeftColor).toBe(premier.style.borderLeftColor);
    expect(upcoming.querySelector("img")?.getAttribute("src")).toBe("/api/logos/VEL.svg");
    const played = within(screen.getByRole("region", { name: "Match day 6" })).getByRole("link");
    expect(played.getAttribute("href")).toBe("/matches/s15-m6");
    expect(within(played).getByTitle("Map 1: Nuke, 13–7").textContent).toBe("13 : 7Nuke");
  });
});
