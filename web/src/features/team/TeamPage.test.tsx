import type { LoginUser } from "@fragboard/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDayTime } from "../../lib/format.js";
import { type Session, useSession } from "../../lib/session.js";
import { stubFranchiseApi } from "../../test/franchise-api-stub.js";
import { renderApp } from "../../test/render.js";
import { PRIME_GATE } from "./MapAnalysis.js";
import { roster, teamLeague } from "./team-fixtures.js";
import { AUTO_REFRESH_MS } from "./use-team-matches.js";

vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: vi.fn(),
}));

const signedOut: Session = { user: null, player: null, isAdmin: false, isGm: false };
const user: LoginUser = {
  discordId: "100000000000000001",
  discordUsername: "frogfan",
  id: null,
  avatar: null,
};

// The page's lazy module is transformed here, under the hook's timeout, not inside the first
// test's 10 s wait for its heading (on a loaded machine that transform alone took longer).
beforeAll(() => import("./TeamPage.js"));

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue(signedOut);
});

const PATH = "/franchises/arga/rapid%20anchors";
const region = (name: string) => screen.getByRole("region", { name });
const matchCalls = (urls: string[]) => urls.filter((u) => u.endsWith("#matches")).length;

async function openTeam(path = PATH) {
  const urls = stubFranchiseApi(teamLeague());
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: /Rapid Anchors/ });
  await within(region("Match history")).findByRole("table");
  return { urls, ...view };
}

describe("Team page", () => {
  it("shows every panel of the team page", async () => {
    await openTeam();
    expect(document.title).toBe("Rapid Anchors · Arctic Gators · Fragboard");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Franchises" }).getAttribute("href")).toBe("/franchises");
    expect(within(crumbs).getByRole("link", { name: "Arctic Gators" }).getAttribute("href")).toBe(
      "/franchises/ARGA",
    );
    // Record (W - L) of the regular season: one map won 13–7.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("(1 - 0)");

    // Team averages divide by the 4 players with stats: rating (1.0 + 1.1 + 1.2 + 1.3) / 4 = 1.15.
    expect(within(region("Team averages")).getByText("4 of 5 players have stats.")).toBeTruthy();
    expect(within(region("Team averages")).getByTitle(/^Average Rating/).textContent).toBe("1.15");
    // 2000 + 0 + 1800 + 1700 + 1600 = 7100 of 8300.
    const meter = within(region("MMR cap")).getByRole("meter", { name: "MMR cap usage" });
    expect(meter.getAttribute("aria-valuenow")).toBe("7100");
    expect(within(region("MMR cap")).getByText("Available MMR: 1,200")).toBeTruthy();

    const players = region("Players");
    expect(within(players).getAllByRole("article")).toHaveLength(5);
    expect(within(players).getByRole("link", { name: "Mystery" }).closest("article")?.textContent).toContain(
      "???",
    );
    expect(within(players).getByText("FA Sub")).toBeTruthy();

    // The three card states of API.md §7.13.
    expect(within(region("Playoffs")).getByText("Match in progress.")).toBeTruthy();
    const regular = region("Regular season");
    expect(within(regular).getByText("Match hasn't been played yet.")).toBeTruthy();
    expect(within(regular).getByText("Won")).toBeTruthy();
    expect(within(regular).getByText("Bans")).toBeTruthy();
    // A card names its day, time and zone, and links to its match page without the league's id.
    const upcoming = within(regular).getByRole("article", { name: "M2 against Calves" });
    expect(upcoming.textContent).toContain(`M2 | ${formatDayTime("2026-11-04T02:00:00.000Z")}`);
    expect(formatDayTime("2026-11-04T02:00:00.000Z")).toMatch(/\d:00 [AP]M \S+$/);
    expect(within(upcoming).queryByText("m2")).toBeNull();
    expect(
      within(upcoming).getByRole("link", { name: "Match page: M2 against Calves" }).getAttribute("href"),
    ).toBe("/matches/m2");

    expect(within(region("Map record")).getByRole("rowheader", { name: "Nuke" })).toBeTruthy();
    expect(within(region("Ban matrix")).getByText(/Perma-bans/).textContent).toContain(
      "Train, Inferno, Overpass",
    );
    expect(within(region("Picks and floats")).getByText("Nuke: 0 picks, 1 floats")).toBeTruthy();

    const history = within(region("Match history")).getAllByRole("row");
    expect(history).toHaveLength(3);
    expect(
      within(history[1] as HTMLElement)
        .getByRole("link", { name: "Calves" })
        .getAttribute("href"),
    ).toBe("/franchises/BB/Calves");
    // Each map of the history opens its match page; each card the two teams' head-to-head (issue #21).
    expect(
      within(history[1] as HTMLElement)
        .getByRole("link", { name: "Mirage" })
        .getAttribute("href"),
    ).toBe("/matches/p1-1");
    expect(within(upcoming).getByRole("link", { name: "H2H" }).getAttribute("href")).toBe(
      `/matches/h2h?teams=${encodeURIComponent("t1,t2")}`,
    );
    expect(screen.getByRole("link", { name: "Compare Chart" }).getAttribute("href")).toBe(
      `/player-compare?players=${roster.map((p) => encodeURIComponent(p.name)).join(",")}`,
    );
  });

  it("opens a map of the history to its box score with links to the players", async () => {
    const click = userEvent.setup();
    await openTeam();
    await click.click(screen.getByRole("button", { name: "Show the box score of Nuke against Calves" }));
    const box = screen.getByRole("table", { name: "Rapid Anchors" });
    expect(within(box).getByRole("link", { name: "Skipper" }).getAttribute("href")).toBe("/players/Skipper");
  });

  it("has no Compare Chart link for a team without players", async () => {
    stubFranchiseApi(teamLeague());
    renderApp("/franchises/ARGA/Empty%20Nest");
    await screen.findByRole("heading", { level: 1, name: /Empty Nest/ });
    expect(screen.queryByRole("link", { name: "Compare Chart" })).toBeNull();
    expect(within(region("Players")).getByText("Nobody is signed to Empty Nest.")).toBeTruthy();
  });

  it("refetches the matches every 45 s while the auto-refresh switch is on, and stops when it is off", async () => {
    const { urls } = await openTeam();
    const toggle = screen.getByRole("switch", { name: "Auto-refresh" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(/turn on to refresh the scores every 45 s/)).toBeTruthy();
    const before = matchCalls(urls);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText(/Scores refresh every 45 s/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS));
    expect(matchCalls(urls)).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS));
    expect(matchCalls(urls)).toBe(before + 2);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await act(() => vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_MS));
    expect(matchCalls(urls)).toBe(before + 2);
  });

  it("keeps Map Analysis for signed-in users: anonymous users get the Prime text and a login link", async () => {
    await openTeam();
    const panel = region("Map Analysis");
    expect(within(panel).getByText(PRIME_GATE, { exact: false })).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      `/api/auth/login?returnTo=${encodeURIComponent("/franchises/arga/rapid%20anchors")}`,
    );
    expect(within(panel).queryByRole("table")).toBeNull();
  });

  it("shows signed-in users the per-map analysis", async () => {
    vi.mocked(useSession).mockReturnValue({ ...signedOut, user });
    await openTeam();
    const panel = region("Map Analysis");
    expect(within(panel).queryByText(PRIME_GATE, { exact: false })).toBeNull();
    const nuke = within(panel).getByRole("rowheader", { name: "Nuke" }).closest("tr") as HTMLElement;
    // 13–7 with CT 8/12 = 66.7 % and T 5/8 = 62.5 %.
    expect(within(nuke).getByTitle("Maps won - lost on Nuke").textContent).toBe("1-0");
    expect(within(nuke).getByTitle("CT rounds won on Nuke: 8 of 12").textContent).toBe("66.7%");
    expect(within(nuke).getByTitle("T rounds won on Nuke: 5 of 8").textContent).toBe("62.5%");
    // Both maps (regular season and playoffs) count: 2–0.
    expect(within(panel).getByTitle("Maps won - lost, regular season and playoffs").textContent).toBe("2-0");
  });

  it("says which part of the address matched nothing", async () => {
    stubFranchiseApi(teamLeague());
    renderApp("/franchises/ARGA/Nobody");
    expect(await screen.findByRole("heading", { level: 1, name: "Team not found" })).toBeTruthy();
    expect(document.title).toBe("Team not found · Fragboard");
    expect(screen.getByRole("link", { name: "Rapid Anchors" }).getAttribute("href")).toBe(
      "/franchises/ARGA/Rapid%20Anchors",
    );
  });
});
