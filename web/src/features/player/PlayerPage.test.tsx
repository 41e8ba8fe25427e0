import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { type PlayerStubLeague, stubPlayerApi } from "../../test/player-api-stub.js";
import { accolade, extendedFor, profileBundle } from "../../test/player-fixtures.js";
import { renderApp } from "../../test/render.js";
import { REP_LOGIN_MESSAGE } from "./RepButton.js";

// jsdom cannot draw (no canvas): charts are checked through their text alternatives.
vi.mock("../../components/ui/charts/EChart.js", () => ({ default: () => null }));

const frog = leaguePlayer("Frog King", {
  tier: { name: "Contender" },
  type: "SIGNED",
  team: { name: "Frog Legs", franchise: { name: "Amphibians", prefix: "FRG" } },
});

function league(overrides: PlayerStubLeague = {}): PlayerStubLeague {
  return {
    players: [frog, leaguePlayer("Tadpole", { tier: { name: "Contender" } }), leaguePlayer("Frogger")],
    stats: {
      Contender: [
        statsFor("Frog King", { gameCount: 9, rating: 1.21 }),
        statsFor("Tadpole", { rating: 0.9 }),
      ],
      Elite: [statsFor("Frog King", { gameCount: 2, rating: 0.74 })],
    },
    extended: [extendedFor("Frog King")],
    reputation: { [frog.discordId ?? ""]: { repped: 4, plusRep: {} } },
    profiles: { [frog.discordId ?? ""]: profileBundle() },
    accolades: { [frog.id]: [accolade(frog.id, "Contender Champions")] },
    ...overrides,
  };
}

const heading = () => screen.findByRole("heading", { level: 1 });
/** The value cell of a row of the stats table. */
const statCell = (label: string) =>
  screen.getByRole("rowheader", { name: label }).closest("tr")?.querySelector("td")?.textContent;

describe("Player page", () => {
  it("finds the player by his exact name", async () => {
    stubPlayerApi(league());
    renderApp(`/players/${encodeURIComponent("Frog King")}`);
    expect((await heading()).textContent).toContain("Frog King");
    expect(screen.getByText("Frog Legs (FRG)")).toBeTruthy();
    // His rank comes with the view, drawn after the header.
    expect(await screen.findByText("1st Overall in Contender")).toBeTruthy();
    expect(
      within(await screen.findByRole("list", { name: "Accolades" })).getByText("Contender Champions"),
    ).toBeTruthy();
  });

  it("finds the player from the trailing segment of a pasted address", async () => {
    stubPlayerApi(league());
    renderApp(`/players/${encodeURIComponent("https://fragboard.gg/players/Frog King/")}`);
    expect((await heading()).textContent).toContain("Frog King");
  });

  it("only warns about a query string", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubPlayerApi(league());
    renderApp(`/players/${encodeURIComponent("Frog King")}?ref=discord`);
    expect((await heading()).textContent).toContain("Frog King");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("query string"));
    warn.mockRestore();
  });

  it("opens the tab the address names, without a warning: the page's own state is no stray query", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubPlayerApi(league());
    renderApp(`/players/${encodeURIComponent("Frog King")}?tab=rankings`);
    const tab = await screen.findByRole("tab", { name: "Rankings" }, { timeout: 5000 });
    await waitFor(() => expect(tab.getAttribute("aria-selected")).toBe("true"));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("says a player is not found and offers similar names, the list and a search", async () => {
    stubPlayerApi(league());
    renderApp("/players/frog");
    expect(await screen.findByRole("heading", { name: "Player not found" })).toBeTruthy();
    const similar = screen.getByRole("navigation", { name: "Similar names" });
    expect(
      within(similar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Frog King", "Frogger"]);
    expect(screen.getByRole("link", { name: "Browse all players" }).getAttribute("href")).toBe("/players");
    expect(screen.getByRole("search")).toBeTruthy();
  });

  it("switches tier, marking the other tier's line as not his own", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    const { router } = renderApp("/players/Frog%20King");
    const tiers = within(await screen.findByRole("group", { name: "Stats from tier" }));
    const own = tiers.getByRole("button", { name: "Contender" });
    const other = tiers.getByRole("button", { name: "Elite, not his own tier" });
    expect(own.getAttribute("aria-pressed")).toBe("true");
    expect(statCell("Games")).toBe("9");

    await user.click(other);
    expect(other.getAttribute("aria-pressed")).toBe("true");
    expect(statCell("Games")).toBe("2");
    // In the address, so a shared link opens the same line.
    await waitFor(() => expect(router.state.location.search).toBe("?tier=Elite"));
    expect(
      screen
        .getByRole("rowheader", { name: "Games" })
        .closest("tr")
        ?.querySelector("[title]")
        ?.getAttribute("title"),
    ).toContain("not his own tier");
  });

  it("warns when the viewed line has fewer than 3 matches", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    await heading();
    // The tier switch comes with the tabs, in the render after the header's.
    const elite = await screen.findByRole("button", { name: "Elite, not his own tier" });
    expect(screen.queryByText(/Fewer than 3 matches played/)).toBeNull();
    await user.click(elite);
    expect(screen.getByText(/Fewer than 3 matches played/)).toBeTruthy();
  });

  it("switches tabs, starting on Stats, with the Free Agent Player League tab disabled", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    const tabs = within(await screen.findByRole("tablist", { name: "Player sections" }));
    expect(tabs.getByRole("tab", { name: "Stats" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("navigation", { name: "Nearby players in his tier" })).toBeTruthy();

    await user.click(tabs.getByRole("tab", { name: "Rankings" }));
    // The tab's code loads on the first click.
    expect(await screen.findByRole("meter", { name: "Firepower" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Nearby players in his tier" })).toBeNull();

    await user.click(tabs.getByRole("tab", { name: "Extended Stats" }));
    expect(await screen.findByRole("heading", { name: "Tracked" })).toBeTruthy();
    expect(screen.getByText("Share of hits by body part", { exact: false })).toBeTruthy();

    const fapl = tabs.getByRole("tab", { name: "Free Agent Player League" });
    expect(fapl.hasAttribute("disabled")).toBe(true);
    await user.click(fapl);
    expect(tabs.getByRole("tab", { name: "Extended Stats" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows 'Not Specified' for profile fields he left empty", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    await heading();
    const toggle = await screen.findByRole("button", { name: "Profile" });
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));
    await user.click(toggle);
    const panel = within(await screen.findByRole("region", { name: "Profile" }));
    const value = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
    expect(value("Playstyle")).toBe("Lurker");
    expect(value("Map")).toBe("Mirage");
    expect(value("Screen Ratio")).toBe("16:9");
    expect(value("Mouse DPI")).toBe("Not Specified");
    expect(value("In-game Sens")).toBe("Not Specified");
    await user.click(toggle);
    expect(screen.queryByRole("region", { name: "Profile" })).toBeNull();
  });

  it("copies the crosshair code and confirms with a check", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    await heading();
    const toggle = await screen.findByRole("button", { name: "Profile" });
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));
    await user.click(toggle);
    // user-event installs its own clipboard on setup: replace it after.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("CSGO-a2B3c-D4e5F-g6H7i-J8k9L-MnOpQ");
    expect((await screen.findByRole("status")).textContent).toContain("Copied");
  });

  it("shows the team history timeline when History is opened", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    const toggle = await screen.findByRole("button", { name: "History" });
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));
    await user.click(toggle);
    expect(
      within(await screen.findByRole("region", { name: "Team history" })).getByText(
        "Signed with Frog Legs (FRG)",
      ),
    ).toBeTruthy();
  });

  it("shows the +Rep count and explains that giving rep needs a login", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    const rep = await screen.findByRole("link", { name: /^\+Rep 4/ });
    await user.hover(rep);
    expect((await screen.findByRole("tooltip")).textContent).toBe(REP_LOGIN_MESSAGE);
  });

  it("opens the player card in a dialog with its PNG export", async () => {
    const user = userEvent.setup();
    stubPlayerApi(league());
    renderApp("/players/Frog%20King");
    await user.click(await screen.findByRole("button", { name: "Player Card" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Frog King · Player Card" }));
    expect(await dialog.findByTestId("player-card")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Export as PNG" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says so when the player has no stats this season", async () => {
    stubPlayerApi(league({ stats: {} }));
    renderApp("/players/Frog%20King");
    expect(await screen.findByText("Frog King has no stats in season 15")).toBeTruthy();
  });

  it("finds the player by his name in other capitals and by his CSC id, then shows his own address", async () => {
    stubPlayerApi(league());
    const byCase = renderApp("/players/frog%20KING?season=15");
    expect((await heading()).textContent).toContain("Frog King");
    await waitFor(() =>
      expect(byCase.router.state.location.pathname + byCase.router.state.location.search).toBe(
        "/players/Frog%20King?season=15",
      ),
    );
    byCase.unmount();

    stubPlayerApi(league());
    const byId = renderApp(`/players/${frog.id}`);
    expect((await heading()).textContent).toContain("Frog King");
    await waitFor(() => expect(byId.router.state.location.pathname).toBe("/players/Frog%20King"));
  });

  it("says a player of the league has no stats in a past season instead of not knowing him", async () => {
    // Season 11 had neither him in its roster nor his stats; he plays now.
    const urls = stubPlayerApi(
      league({ pastSeasons: { 11: { players: [leaguePlayer("Veteran")], stats: {} } } }),
    );
    renderApp("/players/Frog%20King?season=11");
    expect(await screen.findByText("Frog King has no stats in season 11")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Frog King");
    expect(screen.queryByText(/Nobody named/)).toBeNull();
    expect(urls).toContain("/api/csc/cached-players?season=11");
    expect(screen.getByRole("link", { name: "See his current season" }).getAttribute("href")).toBe(
      "/players/Frog%20King",
    );
  });

  it("still says nobody of that name plays when no season knows him", async () => {
    stubPlayerApi(league({ pastSeasons: { 11: { players: [], stats: {} } } }));
    renderApp("/players/Nobody?season=11");
    expect(await screen.findByRole("heading", { name: "Player not found" })).toBeTruthy();
    expect(screen.getByText(/Nobody named/)).toBeTruthy();
  });
});
