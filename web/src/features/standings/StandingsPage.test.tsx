import {
  computeStandings,
  type MatchSummary,
  type StandingsResponse,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { stubApi } from "../../test/api-stub.js";
import { renderApp } from "../../test/render.js";

const session = vi.hoisted(() => ({ current: null as { discordId: string } | null }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: session.current
      ? { discordId: session.current.discordId, discordUsername: "office", id: "u1", avatar: null }
      : null,
    player: null,
    isAdmin: false,
    isGm: false,
  }),
}));

const OFFICE = "111111111111111111";

/** A map between two teams of a tier. */
function map(tier: TierName, day: number, home: string, homeScore: number, away: string, awayScore: number) {
  const team = (name: string, score: number) => ({
    name,
    score,
    TR: 12,
    TRW: Math.floor(score / 2),
    ctR: homeScore + awayScore - 12,
    ctRW: Math.ceil(score / 2),
    pistols: 2,
    pistolsW: score > awayScore ? 2 : 0,
  });
  return {
    matchId: `${tier}-${day}-${home}`,
    totalRounds: homeScore + awayScore,
    mapName: "de_nuke",
    matchDay: `M${day}`,
    season: 15,
    tier,
    matchType: "Regulation",
    teamStats: [team(home, homeScore), team(away, awayScore)],
  } as MatchSummary;
}

/** Premier: 6 teams, A beats everyone below it; the line is after 4. Elite: two teams. Recruit: none. */
function answer(withGames = true): StandingsResponse {
  const premier = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"];
  const premierMaps = premier.flatMap((home, i) =>
    premier.slice(i + 1).map((away, j) => map("Premier", j + 1, home, 13, away, 5 + i)),
  );
  const byTier: Partial<Record<TierName, MatchSummary[]>> = withGames
    ? { Premier: premierMaps, Elite: [map("Elite", 1, "Golf", 13, "Hotel", 9)] }
    : {};
  const franchiseOf = (team: string) => (team === "Alpha" ? { name: "Frog Legs", prefix: "FRG" } : null);
  return {
    season: 15,
    lastUpdate: "2025-03-01T00:00:00.000Z",
    tiers: TIER_NAMES.map((tier) => computeStandings(byTier[tier] ?? [], { tier, franchiseOf })),
  };
}

function stubStandings(body: StandingsResponse, config = { standingsJsonUsers: [OFFICE], noveltyRoles: {} }) {
  const urls = stubApi({ season: 15 });
  const inner = globalThis.fetch;
  const json = (value: unknown) =>
    new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0];
      if (path === "/api/fragboard/standings") {
        urls.push(url);
        return json(body);
      }
      if (path === "/api/config") return json(config);
      return inner(url, init);
    }),
  );
  return urls;
}

const search = (router: ReturnType<typeof renderApp>["router"]) => router.state.location.search;
const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("Standings page", () => {
  beforeEach(() => {
    session.current = null;
  });
  afterEach(() => {
    session.current = null;
  });

  it("opens on the first tier with games, with the playoff line after the tier's cut", async () => {
    const urls = stubStandings(answer());
    renderApp("/standings");
    const table = await screen.findByRole("table", { name: /Elite standings/ });
    expect(screen.getByRole("tab", { name: "Elite" }).getAttribute("aria-selected")).toBe("true");
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 2); // Elite has 2 teams: no line
    expect(urls).toContain("/api/fragboard/standings?season=15");
    expect(document.title).toBe("Standings · Elite · Fragboard");
    expect(screen.getByRole("link", { name: "Take me to Pickems!" }).getAttribute("href")).toBe("/pickems");
  });

  it("lists each team's last maps, each linking to its match page", async () => {
    stubStandings(answer());
    renderApp("/standings");
    const table = await screen.findByRole("table", { name: /Elite standings/ });
    expect(within(table).getByRole("columnheader", { name: "Recent" })).toBeTruthy();
    const won = within(table).getByRole("link", { name: "Won 13–9 against Hotel, Match day 1" });
    expect(won.textContent).toBe("W");
    expect(won.getAttribute("href")).toBe("/matches/Elite-1-Golf");
    const lost = within(table).getByRole("link", { name: "Lost 9–13 against Golf, Match day 1" });
    expect(lost.textContent).toBe("L");
    expect(lost.getAttribute("href")).toBe("/matches/Elite-1-Golf");
  });

  it("switches tier in the URL, and draws the line after position 4 in Premier", async () => {
    const user = userEvent.setup();
    stubStandings(answer());
    const { router } = renderApp("/standings");
    await screen.findByRole("table", { name: /Elite standings/ });
    await user.click(screen.getByRole("tab", { name: "Premier" }));
    expect(search(router)).toBe("?q=Premier");
    await screen.findByRole("table", { name: /Premier standings/ });

    const rows = bodyRows();
    expect(rows).toHaveLength(6 + 1);
    expect(rows[4]?.textContent).toBe("Playoff Line");
    const teams = rows.map((r) => within(r).queryByRole("rowheader")?.textContent ?? "—");
    expect(teams).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "—", "Echo", "Foxtrot"]);
    // Alpha won all 5: the match day is its 5 maps.
    expect(screen.getByTitle("The first-placed team has played 5 regular-season maps").textContent).toBe("5");
    expect(document.title).toBe("Standings · Premier · Fragboard");
    // Teams of a franchise link to their team page, in the season on screen.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "Alpha" })
        .getAttribute("href"),
    ).toBe("/franchises/FRG/Alpha");
  });

  it("shows Elo under Show Extras, kept in the URL with the tier", async () => {
    const user = userEvent.setup();
    stubStandings(answer());
    const { router } = renderApp("/standings?q=premier");
    await screen.findByRole("table", { name: /Premier standings/ });
    expect(screen.queryByRole("columnheader", { name: "Elo" })).toBeNull();

    await user.click(screen.getByRole("switch", { name: "Show Extras" }));
    expect(search(router)).toBe("?q=premier&extras=1");
    expect(screen.getByRole("columnheader", { name: "Elo" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Show Extras" }).getAttribute("aria-checked")).toBe("true");
    const elo = answer().tiers.find((t) => t.tier === "Premier")?.rows[0]?.elo ?? 0;
    expect(within(bodyRows()[0] as HTMLElement).getByText(String(Math.round(elo)))).toBeTruthy();

    await user.click(screen.getByRole("switch", { name: "Show Extras" }));
    expect(search(router)).toBe("?q=premier");
  });

  it("counts both clicks on Show Extras made before the page re-renders, and a tab chosen with them", async () => {
    stubStandings(answer());
    const { router } = renderApp("/standings?q=Elite");
    await screen.findByRole("table", { name: /Elite standings/ });
    const extras = screen.getByRole("switch", { name: "Show Extras" });
    // One act: the clicks run against the same drawn page, as on a busy machine.
    await act(async () => {
      fireEvent.click(extras);
      // Radix tabs activate on mouse down.
      fireEvent.mouseDown(screen.getByRole("tab", { name: "Premier" }));
      fireEvent.click(extras);
    });
    // On, then off again; the tab kept.
    expect(search(router)).toBe("?q=Premier");
  });

  it("opens a shared address with Elo and the tier", async () => {
    stubStandings(answer());
    renderApp("/standings?q=Premier&extras=1&season=15");
    await screen.findByRole("table", { name: /Premier standings/ });
    expect(screen.getByRole("columnheader", { name: "Elo" })).toBeTruthy();
  });

  it("lists the tie-breakers and the ones applied", async () => {
    stubStandings(answer());
    renderApp("/standings?q=Premier");
    const list = await screen.findByRole("region", { name: "Tie-Breakers" });
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toMatch(/^Head-to-head/);
    expect(within(list).getByText("No ties to break yet.")).toBeTruthy();
  });

  it("says the season has not started when no tier has games, and on a tier without games", async () => {
    stubStandings(answer(false));
    renderApp("/standings");
    expect(
      await screen.findByText("Season 15 hasn't started yet! Check back after Match Day 1."),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says the same on a tier tab without games", async () => {
    stubStandings(answer());
    renderApp("/standings?q=Recruit");
    expect(
      await screen.findByText("Season 15 hasn't started yet! Check back after Match Day 1."),
    ).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Recruit" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the JSON box only to the standings JSON users of the configuration", async () => {
    stubStandings(answer());
    renderApp("/standings?q=Elite");
    await screen.findByRole("table", { name: /Elite standings/ });
    expect(screen.queryByText("Standings data (JSON)")).toBeNull();
  });

  it("shows the JSON box to a configured user, holding the tier's standings", async () => {
    session.current = { discordId: OFFICE };
    stubStandings(answer());
    renderApp("/standings?q=Elite");
    const box = await screen.findByRole("textbox", { name: "Elite standings as JSON" });
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toEqual(
      answer().tiers.find((t) => t.tier === "Elite"),
    );
  });

  it("keeps the JSON box from a signed-in user who is not configured", async () => {
    session.current = { discordId: "222222222222222222" };
    stubStandings(answer());
    renderApp("/standings?q=Elite");
    await screen.findByRole("table", { name: /Elite standings/ });
    // Give the configuration time to arrive before asserting the absence.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Standings data (JSON)")).toBeNull();
  });

  it("shows the load failure message when the API fails", async () => {
    stubApi({ season: 15 });
    renderApp("/standings");
    // One retry a second later, then the message.
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toBeTruthy();
  });
});
