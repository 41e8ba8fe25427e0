import {
  LEADERBOARD_STAT_KEYS,
  LEADERBOARD_TRACKED_KEYS,
  type LeaderboardPlayer,
  type LeaderboardsResponse,
  type LeaguePlayer,
  type PickemsLeaderboard,
} from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { clickAtOnce } from "../../test/click-at-once.js";
import { renderApp } from "../../test/render.js";
import { FAPL_MESSAGE } from "./LeaderboardsPage.js";

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function row(
  name: string,
  tier: LeaderboardPlayer["tier"],
  franchise: string,
  games: number,
  kills: number,
  extended?: { chickens: number; ak: number },
): LeaderboardPlayer {
  return {
    name,
    tier,
    franchise,
    games,
    totalGames: games + 1,
    stats: { ...zeros(LEADERBOARD_STAT_KEYS), gameCount: games, kills, deaths: 50 },
    extended: extended
      ? {
          chickens: { killed: extended.chickens, stabbed: 1, roasted: 0, exploded: 0, shot: 2 },
          tracked: zeros(LEADERBOARD_TRACKED_KEYS),
          weaponKills: { "AK-47": extended.ak },
        }
      : null,
  };
}

/** Ace and Bolt in Premier, Cane in Elite (3 maps), Dart in Elite with one map (only without "Min 3 Games"). */
const BOARDS: LeaderboardsResponse = {
  season: 15,
  lastUpdate: "2025-03-01T00:00:00.000Z",
  franchises: [
    { prefix: "FRG", name: "Frogs" },
    { prefix: "SAV", name: "Savages" },
  ],
  players: [
    row("Ace", "Premier", "FRG", 5, 100, { chickens: 6, ak: 12 }),
    row("Bolt", "Premier", "FA", 4, 80, { chickens: 2, ak: 3 }),
    row("Cane", "Elite", "SAV", 3, 120),
    row("Dart", "Elite", "PFA", 1, 200),
  ],
};

const ACE_ID = "100000000000000001";
const CANE_ID = "100000000000000003";
const rostered = (name: string, discordId: string, tier: string, prefix: string): LeaguePlayer =>
  ({
    id: name,
    steam64Id: "76561198000000000",
    name,
    discordId,
    avatarUrl: "",
    tier: { name: tier },
    team: { name: `${name} Team`, franchise: { name: prefix, prefix } },
    type: "SIGNED",
  }) as LeaguePlayer;

const PICKEMS: PickemsLeaderboard = {
  lastUpdate: "2025-03-01T00:00:00.000Z",
  leaderboard: [
    { discordId: ACE_ID, name: "Ace", tier: "Premier", points: 9 },
    { discordId: "100000000000000099", name: "Stranger", tier: "Elite", points: 8 }, // nobody in the league: left out
    { discordId: CANE_ID, name: "Cane", tier: "Elite", points: 4 },
    { discordId: "100000000000000002", name: "Zero", tier: "Premier", points: 0 },
  ],
};

function stubLeaderboards(status = 200) {
  const urls = stubApi({
    season: 15,
    players: [rostered("Ace", ACE_ID, "Premier", "FRG"), rostered("Cane", CANE_ID, "Elite", "SAV")],
  });
  const inner = globalThis.fetch;
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0];
      if (path === "/api/fragboard/leaderboards") {
        urls.push(url);
        return answer(status === 200 ? BOARDS : { error: { code: "INTERNAL", message: "down" } });
      }
      if (path === "/api/fragboard/pickems/leaderboard") {
        urls.push(url);
        return answer(PICKEMS);
      }
      return inner(url, init);
    }),
  );
  return urls;
}

const board = (title: string) => screen.getByRole("region", { name: title });
const names = (title: string) =>
  within(board(title))
    .queryAllByRole("link")
    .map((link) => link.textContent);
const search = (router: ReturnType<typeof renderApp>["router"]) =>
  new URLSearchParams(router.state.location.search);
/**
 * The filters live in the address, and the router renders an address change as a React
 * transition, which a loaded machine may not have committed when the click returns; the title is
 * set in an effect after the commit. Wait for the page to show what is expected, not read it once.
 */
const expectNames = (title: string, expected: string[]) =>
  waitFor(() => expect(names(title)).toEqual(expected));
const expectTitle = (title: string) => waitFor(() => expect(document.title).toBe(title));

describe("Leaderboards page", () => {
  it("opens on General with 'Min 3 Games' on, five rows, and no Per Match toggle", async () => {
    const urls = stubLeaderboards();
    renderApp("/leaderboards");
    await screen.findByRole("region", { name: "Most Kills" });
    expect(urls).toContain("/api/fragboard/leaderboards?season=15&matchType=Regulation");
    await expectTitle("Leaderboards · General · Fragboard");
    expect(screen.getByRole("tab", { name: "General" }).getAttribute("aria-selected")).toBe("true");
    // Dart has one map: not ranked while the toggle is on.
    expect(names("Most Kills")).toEqual(["Cane", "Ace", "Bolt"]);
    expect(screen.getByRole("switch", { name: "Min 3 Games" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByRole("switch", { name: "Per Match" })).toBeNull();
    expect(within(board("Most Kills")).getByTitle("Kills: 120 (3 maps)").textContent).toBe("120");
    expect(within(board("Most Kills")).getAllByRole("link")[0]?.getAttribute("href")).toBe("/players/Cane");
  });

  it("counts players per tier and disables empty tiers", async () => {
    stubLeaderboards();
    renderApp("/leaderboards");
    await screen.findByRole("region", { name: "Most Kills" });
    const tier = screen.getByRole("combobox", { name: "Tier" });
    const options = within(tier).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual([
      "All (3)",
      "Recruit (0)",
      "Prospect (0)",
      "Contender (0)",
      "Challenger (0)",
      "Elite (1)",
      "Premier (2)",
    ]);
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual([
      "Recruit",
      "Prospect",
      "Contender",
      "Challenger",
    ]);
  });

  it("writes each filter to the URL and ranks with it", async () => {
    const user = userEvent.setup();
    stubLeaderboards();
    const { router } = renderApp("/leaderboards?season=15");
    await screen.findByRole("region", { name: "Most Kills" });

    await user.click(screen.getByRole("switch", { name: "Min 3 Games" }));
    expect(search(router).get("min3")).toBe("0");
    await expectNames("Most Kills", ["Dart", "Cane", "Ace", "Bolt"]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Tier" }), "Elite");
    expect(search(router).get("tier")).toBe("Elite");
    await expectNames("Most Kills", ["Dart", "Cane"]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "10");
    expect(search(router).get("show")).toBe("10");

    await user.click(screen.getByRole("button", { name: /^Franchises:/ }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "PFA" }));
    expect(search(router).get("franchises")).toBe("PFA");
    await expectNames("Most Kills", ["Dart"]);
    // The season selection stays in the address.
    expect(search(router).get("season")).toBe("15");
  });

  it("keeps every change made before the page re-renders: two franchise ticks, a switch flipped twice", async () => {
    // One act: the changes run against the same drawn filters, as on a busy machine where the
    // address's transition has not committed between two clicks.
    stubLeaderboards();
    const { router } = renderApp("/leaderboards?season=15");
    await screen.findByRole("region", { name: "Most Kills" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Franchises:/ }));
    const pfa = await screen.findByRole("menuitemcheckbox", { name: "PFA" });
    const fa = screen.getByRole("menuitemcheckbox", { name: "FA" });
    await clickAtOnce(pfa, fa);
    expect(search(router).get("franchises")?.split(",").sort()).toEqual(["FA", "PFA"]);
    await user.keyboard("{Escape}");

    const min3 = screen.getByRole("switch", { name: "Min 3 Games" });
    await clickAtOnce(min3, min3);
    // Off, then on again: the default, so no parameter.
    expect(search(router).get("min3")).toBeNull();
    expect(search(router).get("franchises")?.split(",").sort()).toEqual(["FA", "PFA"]);
  });

  it("opens a shared address with its filters applied", async () => {
    stubLeaderboards();
    renderApp("/leaderboards?franchises=FA,FRG&tier=Premier&show=10");
    await screen.findByRole("region", { name: "Most Kills" });
    expect(names("Most Kills")).toEqual(["Ace", "Bolt"]);
    expect((screen.getByRole("combobox", { name: "Tier" }) as HTMLSelectElement).value).toBe("Premier");
    expect((screen.getByRole("combobox", { name: "Show" }) as HTMLSelectElement).value).toBe("10");
    expect(screen.getByRole("button", { name: /^Franchises:/ }).textContent).toContain("2 selected");
  });

  it("Extended: players with extended stats, chickens in the header, Per Match over every tier's maps", async () => {
    const user = userEvent.setup();
    stubLeaderboards();
    const { router } = renderApp("/leaderboards?q=extended");
    await screen.findByRole("region", { name: "Chickens Killed" });
    await expectTitle("Leaderboards · Extended · Fragboard");
    expect(names("Chickens Killed")).toEqual(["Ace", "Bolt"]);
    expect(screen.getByTitle("Chickens killed by the players shown").textContent).toBe("8");
    // Nobody has a ninja defuse: the board says so instead of listing zeros.
    expect(within(board("Ninja Defuses")).getByText("Nobody on this board yet.")).toBeTruthy();

    await user.click(screen.getByRole("switch", { name: "Per Match" }));
    expect(search(router).get("perMatch")).toBe("1");
    // Ace: 6 chickens over 5 + 1 maps in every tier.
    expect(
      await within(board("Chickens Killed")).findByTitle("Chickens killed per map: 1.00 (6 maps)"),
    ).toBeTruthy();
  });

  it("Weapons: one board per weapon, players without a kill left off", async () => {
    stubLeaderboards();
    renderApp("/leaderboards?q=weapons");
    await screen.findByRole("region", { name: "AK-47" });
    expect(names("AK-47")).toEqual(["Ace", "Bolt"]);
    expect(screen.getByRole("region", { name: "Zeus x27" })).toBeTruthy();
  });

  it("FAPL says it is coming", async () => {
    stubLeaderboards();
    renderApp("/leaderboards?q=fapl");
    expect(await screen.findByText(FAPL_MESSAGE)).toBeTruthy();
  });

  it("Pickems: league players with points, per pickems tier, filtered by tier", async () => {
    const user = userEvent.setup();
    const urls = stubLeaderboards();
    const { router } = renderApp("/leaderboards?q=pickems");
    await screen.findByRole("region", { name: "Premier" });
    expect(urls).toContain("/api/fragboard/pickems/leaderboard?season=15");
    expect(names("Premier")).toEqual(["Ace"]);
    expect(names("Elite")).toEqual(["Cane"]);
    expect(screen.queryByRole("switch", { name: "Min 3 Games" })).toBeNull();

    await user.selectOptions(screen.getByRole("combobox", { name: "Tier" }), "Elite");
    expect(search(router).get("tier")).toBe("Elite");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Premier" })).toBeNull());
    expect(names("Elite")).toEqual(["Cane"]);
  });

  it("switching tab keeps the filters", async () => {
    const user = userEvent.setup();
    stubLeaderboards();
    const { router } = renderApp("/leaderboards?tier=Premier");
    await screen.findByRole("region", { name: "Most Kills" });
    await user.click(screen.getByRole("tab", { name: "Weapons" }));
    expect(search(router).get("q")).toBe("weapons");
    expect(search(router).get("tier")).toBe("Premier");
  });

  it("shows the load error when the API fails", async () => {
    stubLeaderboards(500);
    renderApp("/leaderboards");
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
