import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { comparePath, readComparePlayers } from "../../lib/league/compare-link.js";
import { stubApi } from "../../test/api-stub.js";
import { clickAtOnce } from "../../test/click-at-once.js";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";

// Names the address must carry whole: a comma, quotes, Unicode, a plus sign.
const NAMES = ['Smith, "Ace"', "Zoë 火", "plus+one"];
const players = NAMES.map((name) => leaguePlayer(name, { tier: { name: "Elite" } }));
const stats = { Elite: NAMES.map((name, i) => statsFor(name, { rating: 0.9 + i / 10 })) };

describe("Player Compare page", () => {
  it("restores names holding commas, quotes and Unicode from the address and keeps them whole on a change", async () => {
    stubApi({ players, stats });
    const { router } = renderApp(comparePath(NAMES));
    for (const name of NAMES) await screen.findByRole("button", { name: `Remove ${name}` });
    // Both radars and the table draw the three players.
    expect(screen.getAllByRole("figure")).toHaveLength(2);
    expect(screen.getByRole("table", { name: "Stats and percentiles in the Elite tier" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remove Zoë 火" }));
    await waitFor(() =>
      expect(readComparePlayers(router.state.location.search)).toEqual(['Smith, "Ace"', "plus+one"]),
    );
    expect(screen.queryByRole("button", { name: "Remove Zoë 火" })).toBeNull();
    expect(screen.getByRole("button", { name: 'Remove Smith, "Ace"' })).toBeTruthy();
  });

  it("keeps every pick and removal made before the page re-renders", async () => {
    // One act: the changes run against the same drawn picks, as on a busy machine where the
    // address's transition has not committed between two clicks.
    stubApi({ players, stats });
    const { router } = renderApp(comparePath(NAMES));
    await screen.findByRole("button", { name: "Remove plus+one" });
    await clickAtOnce(
      screen.getByRole("button", { name: "Remove Zoë 火" }),
      screen.getByRole("button", { name: "Remove plus+one" }),
    );
    expect(readComparePlayers(router.state.location.search)).toEqual(['Smith, "Ace"']);

    await userEvent.type(await screen.findByRole("searchbox", { name: "Search players" }), "zo");
    const add = await screen.findByRole("button", { name: "Add Zoë 火" });
    await clickAtOnce(add, screen.getByRole("button", { name: 'Remove Smith, "Ace"' }));
    expect(readComparePlayers(router.state.location.search)).toEqual(["Zoë 火"]);
  });

  it("keeps focus on the next chip, then the search box, as players are removed and added", async () => {
    stubApi({ players, stats });
    const { router } = renderApp(comparePath(NAMES));
    const search = await screen.findByRole("searchbox", { name: "Search players" });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Remove Zoë 火" }));
    await waitFor(() => expect(readComparePlayers(router.state.location.search)).toHaveLength(2));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove plus+one" }));

    // The last chip has no next one: the search box takes focus.
    await user.click(screen.getByRole("button", { name: "Remove plus+one" }));
    await waitFor(() => expect(readComparePlayers(router.state.location.search)).toHaveLength(1));
    expect(document.activeElement).toBe(search);

    await user.type(search, "zo");
    await user.click(screen.getByRole("button", { name: "Add Zoë 火" }));
    await screen.findByRole("button", { name: "Remove Zoë 火" });
    expect(document.activeElement).toBe(search);
  });

  it("adds the first enabled match on Enter, and nothing when no match can be added", async () => {
    // The player without stats sorts after the one with, whatever their order in the roster.
    const cats = [leaguePlayer("Cat Idle", { tier: { name: "Elite" } }), ...players];
    const withAce = [...cats, leaguePlayer("Cat Ace", { tier: { name: "Elite" } })];
    stubApi({ players: withAce, stats: { Elite: [...(stats.Elite ?? []), statsFor("Cat Ace")] } });
    const { router } = renderApp("/player-compare");
    const search = await screen.findByRole("searchbox", { name: "Search players" });
    const user = userEvent.setup();

    await user.type(search, "cat");
    expect(screen.getByText("2 matches; Enter adds Cat Ace")).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(readComparePlayers(router.state.location.search)).toEqual(["Cat Ace"]));
    expect(search).toHaveProperty("value", "");
    expect(document.activeElement).toBe(search);

    await user.type(search, "idle{Enter}");
    expect(screen.getByRole("button", { name: "Cat Idle: no stats this season" })).toBeTruthy();
    expect(readComparePlayers(router.state.location.search)).toEqual(["Cat Ace"]);
  });

  it("offers Same Tier Only once a player is picked, naming the tier it keeps", async () => {
    const contender = leaguePlayer("Con Tender", { tier: { name: "Contender" } });
    stubApi({ players: [...players, contender], stats: { ...stats, Contender: [statsFor("Con Tender")] } });
    renderApp("/player-compare");
    const toggle = await screen.findByRole("checkbox", { name: "Same Tier Only" });
    expect(toggle).toHaveProperty("disabled", true);
    expect(toggle.getAttribute("aria-describedby")).toBeTruthy();
    const hint = () => document.getElementById(toggle.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(hint()).toMatch(/pick a player first/);

    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search players" }), "plus{Enter}");
    await screen.findByRole("button", { name: "Remove plus+one" });
    expect(toggle).toHaveProperty("disabled", false);
    expect(hint()).toBe("(Elite, the first pick's tier)");

    await user.type(screen.getByRole("searchbox", { name: "Search players" }), "e");
    expect(screen.getByRole("button", { name: "Add Con Tender" })).toBeTruthy();
    await user.click(toggle);
    expect(screen.queryByRole("button", { name: "Add Con Tender" })).toBeNull();
    expect(screen.getByRole("button", { name: 'Add Smith, "Ace"' })).toBeTruthy();
  });

  it("shows no Sniping figure when none of the players snipes, and the snipers' average when one does", async () => {
    // An AWPer of the tier, not compared, gives the tier a sniping range.
    const awper = leaguePlayer("Awper", { tier: { name: "Elite" } });
    const tier = (awpR: number) => ({
      Elite: [
        ...NAMES.map((name, i) => statsFor(name, { awpR: i === 0 ? awpR : 0 })),
        statsFor("Awper", { awpR: 0.2 }),
      ],
    });
    stubApi({ players: [...players, awper], stats: tier(0) });
    const { unmount } = renderApp(comparePath(NAMES));
    const meter = await screen.findByRole("meter", { name: "Sniping" });
    expect(meter.getAttribute("aria-valuetext")).toMatch(/^None of these players snipes/);
    const label = meter.nextElementSibling;
    expect(label?.textContent).toBe("–");
    expect(label?.getAttribute("title")).toMatch(/^None of these players snipes/);
    unmount();

    // Half the AWPer's rate scores 50, at or above 3 of the 4 totals: 75; the riflers are left out.
    stubApi({ players: [...players, awper], stats: tier(0.1) });
    renderApp(comparePath(NAMES));
    const sniping = await screen.findByRole("meter", { name: "Sniping" });
    expect(sniping.getAttribute("aria-valuetext")).toBeNull();
    expect(sniping.nextElementSibling?.textContent).toBe("75/100");
  });
});
