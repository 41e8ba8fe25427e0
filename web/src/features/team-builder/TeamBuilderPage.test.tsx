import { encodeFilter } from "@fragboard/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { type PlayerStubLeague, stubPlayerApi } from "../../test/player-api-stub.js";
import { extendedFor } from "../../test/player-fixtures.js";
import { renderApp } from "../../test/render.js";

const NAMES = ['Smith, "Ace"', "Zoë 火", "Bee"];
const MVPS = [5, 3, 1];
const league: PlayerStubLeague = {
  players: NAMES.map((name) => leaguePlayer(name, { tier: { name: "Elite" } })),
  stats: { Elite: NAMES.map((name) => statsFor(name)) },
  extended: NAMES.map((name, i) => {
    const base = extendedFor(name);
    return {
      ...base,
      trackedObj: { ...base.trackedObj, mvpCount: MVPS[i] ?? 0 },
      weaponKills: i === 0 ? { "AK-47": 40 } : ({} as Record<string, number>),
    };
  }),
};
const isExtendedCall = (url: string) => url.startsWith("/api/fragboard/extendedStats");
const filterParam = (field: string, operator: ">=" | "=", value: string) =>
  `filter=${encodeURIComponent(encodeFilter({ field, operator, value }))}`;

async function matchingNames(): Promise<string[]> {
  const table = await screen.findByRole("table", { name: "Matching players" });
  return within(table)
    .getAllByRole("button", { name: /^Add / })
    .map((button) => button.getAttribute("aria-label")?.replace(/^Add /, "") ?? "");
}

// jsdom has no layout: the list's scroller is given a height so the virtualised rows are drawn.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 420 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
});

describe("Team Builder page", () => {
  it("does not fetch the extended stats while no row tests one", async () => {
    const urls = stubPlayerApi(league);
    renderApp("/team-builder");
    expect(await matchingNames()).toEqual(NAMES);
    expect(urls.some(isExtendedCall)).toBe(false);
  });

  it("fetches the extended stats once a row tests one, then filters on them", async () => {
    const urlsWith = stubPlayerApi(league);
    renderApp(`/team-builder?${filterParam("trackedObj.mvpCount", ">=", "3")}`);
    await waitFor(async () => expect(await matchingNames()).toEqual(['Smith, "Ace"', "Zoë 火"]));
    expect(urlsWith.some(isExtendedCall)).toBe(true);
    expect(screen.getByText("2 players")).toBeTruthy();
  });

  it("counts kills with a weapon the answer leaves out as zero", async () => {
    stubPlayerApi(league);
    renderApp(`/team-builder?${filterParam("weaponKills.AK-47", "=", "0")}`);
    await waitFor(async () => expect(await matchingNames()).toEqual(["Zoë 火", "Bee"]));
  });

  it("keeps a picked name holding a comma and quotes whole in the address", async () => {
    stubPlayerApi(league);
    renderApp(`/team-builder?player=${encodeURIComponent(NAMES[0] ?? "")}`);
    const comparison = await screen.findByRole("table", { name: "Players in the comparison" });
    await within(comparison).findByRole("rowheader", { name: /Smith, "Ace"/ });
  });

  it("draws only the rows in view of a long list", async () => {
    const many = Array.from({ length: 300 }, (_, i) => `Player ${i}`);
    stubPlayerApi({
      players: many.map((name) => leaguePlayer(name, { tier: { name: "Elite" } })),
      stats: { Elite: many.map((name) => statsFor(name)) },
    });
    renderApp("/team-builder");
    await screen.findByText("300 players");
    const drawn = await matchingNames();
    expect(drawn[0]).toBe("Player 0");
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
  });

  it("keeps every edit made before the page re-renders: a field, its operator and value; two adds", async () => {
    stubPlayerApi(league);
    const { router } = renderApp("/team-builder");
    const list = await screen.findByRole("region", { name: "Matching players, scrollable list" });
    const params = () => new URLSearchParams(router.state.location.search);
    // One act: the three changes run against the same drawn rows, as on a busy phone.
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Filter 1 stat" }), {
        target: { value: "rating" },
      });
      fireEvent.change(screen.getByRole("combobox", { name: "Filter 1 operator" }), {
        target: { value: ">" },
      });
      fireEvent.change(screen.getByRole("textbox", { name: "Filter 1 value" }), { target: { value: "1" } });
      fireEvent.click(within(list).getByRole("button", { name: "Add Bee" }));
      fireEvent.click(within(list).getByRole("button", { name: "Add Zoë 火" }));
    });
    await waitFor(() =>
      expect(params().getAll("filter")).toEqual([
        encodeFilter({ field: "rating", operator: ">", value: "1" }),
      ]),
    );
    expect(params().getAll("player")).toEqual(["Bee", "Zoë 火"]);
  });

  it("keeps focus on the filter rows as rows are removed", async () => {
    stubPlayerApi(league);
    const { router } = renderApp(
      `/team-builder?${filterParam("rating", ">=", "1")}&${filterParam("adr", ">=", "50")}`,
    );
    const user = userEvent.setup();
    const filters = () => new URLSearchParams(router.state.location.search).getAll("filter");

    await user.click(await screen.findByRole("button", { name: "Remove filter 2" }));
    await waitFor(() => expect(filters()).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Filter 1 stat" }));

    // The first row has none above it: the add button takes focus.
    await user.click(screen.getByRole("button", { name: "+ Add filter" }));
    await user.click(await screen.findByRole("button", { name: "Remove filter 1" }));
    await waitFor(() => expect(filters()).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "+ Add filter" }));
  });

  it("keeps focus in the comparison as players are removed from it", async () => {
    stubPlayerApi(league);
    const { router } = renderApp(
      `/team-builder?${NAMES.map((n) => `player=${encodeURIComponent(n)}`).join("&")}`,
    );
    const user = userEvent.setup();
    const comparison = await screen.findByRole("table", { name: "Players in the comparison" });
    const remove = (name: string) => within(comparison).getByRole("button", { name: `Remove ${name}` });
    const picked = () => new URLSearchParams(router.state.location.search).getAll("player");

    await user.click(await within(comparison).findByRole("button", { name: "Remove Zoë 火" }));
    await waitFor(() => expect(picked()).toEqual(['Smith, "Ace"', "Bee"]));
    expect(document.activeElement).toBe(remove("Bee"));

    // The last row has no next one: the row above takes focus.
    await user.click(remove("Bee"));
    await waitFor(() => expect(picked()).toEqual(['Smith, "Ace"']));
    expect(document.activeElement).toBe(remove('Smith, "Ace"'));

    await user.click(remove('Smith, "Ace"'));
    const empty = await screen.findByText("Add players from the list to compare them here.");
    expect(document.activeElement).toBe(empty);
  });

  it("moves focus to the next Add button, then to the list, as players are added", async () => {
    stubPlayerApi(league);
    const { router } = renderApp("/team-builder");
    const user = userEvent.setup();
    const list = await screen.findByRole("region", { name: "Matching players, scrollable list" });
    const picked = () => new URLSearchParams(router.state.location.search).getAll("player");

    await user.click(await within(list).findByRole("button", { name: 'Add Smith, "Ace"' }));
    await waitFor(() => expect(picked()).toEqual(['Smith, "Ace"']));
    expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Add Zoë 火" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(picked()).toHaveLength(2));
    expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Add Bee" }));

    // No Add button left after the last one: the list keeps focus.
    await user.keyboard("{Enter}");
    await waitFor(() => expect(picked()).toHaveLength(3));
    expect(document.activeElement).toBe(list);
  });

  it("shows the MMR total under the comparison, outside the table that scrolls sideways", async () => {
    stubPlayerApi(league);
    renderApp(`/team-builder?tier=Elite&player=Bee&player=${encodeURIComponent("Zoë 火")}`);
    const region = await screen.findByRole("region", { name: "Comparison" });
    const total = await within(region).findByText(
      /^3,000 \/ [\d,]+ \([\d.]+% of the Elite cap, [\d,]+ (left|over)\)$/,
    );
    expect(within(region).getByRole("table").contains(total)).toBe(false);
    expect(total.parentElement?.textContent).toMatch(/^Total MMR 3,000/);
  });

  it("finds players like a named one under an MMR ceiling, kept in the address, and adds one", async () => {
    const user = userEvent.setup();
    // Ace the AWPer; Cat plays like him but costs too much; Dan plays like him within the cap; Eve rifles.
    const players = [
      leaguePlayer("Ace", { tier: { name: "Elite" }, mmr: 15_000 }),
      leaguePlayer("Cat", { tier: { name: "Elite" }, mmr: 16_000 }),
      leaguePlayer("Dan", { tier: { name: "Elite" }, mmr: 12_000 }),
      leaguePlayer("Eve", { tier: { name: "Elite" }, mmr: 11_000 }),
    ];
    stubPlayerApi({
      players,
      stats: {
        Elite: [
          statsFor("Ace", { awpR: 0.4, adr: 70 }),
          statsFor("Cat", { awpR: 0.39, adr: 71 }),
          statsFor("Dan", { awpR: 0.35, adr: 72 }),
          statsFor("Eve", { awpR: 0, adr: 95 }),
        ],
      },
    });
    const { router } = renderApp("/team-builder?like=Ace&likeMmr=14000");
    const similar = await screen.findByRole("list", { name: "Players like Ace" });
    expect(
      within(similar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Dan", "Eve"]);
    await user.click(within(similar).getByRole("button", { name: "Add Dan" }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll("player")).toContain("Dan"),
    );
    await user.clear(screen.getByRole("textbox", { name: "MMR at most" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Players like Ace" })).getAllByRole("link"),
      ).toHaveLength(3),
    );
    expect(router.state.location.search).not.toContain("likeMmr");
  });
});
