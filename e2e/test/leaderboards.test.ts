import {
  CATEGORIES_BY_TAB,
  cachedPlayersResponseSchema,
  filterLeaderboardPlayers,
  type LeaderboardCategory,
  type LeaderboardFilters,
  type LeaderboardPlayer,
  leaderboardsResponseSchema,
  pickemsLeaderboardSchema,
  seasonMetadataResponseSchema,
  TIER_NAMES,
  type TierName,
  tabPlayers,
  topOfCategory,
} from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";

const browser = useBrowser();

/** The boards' rows, the pickems points and the roster as the API serves them: what the page must rank. */
let players: LeaderboardPlayer[];
let pickems: { name: string; tier: TierName; points: number }[];
beforeAll(async () => {
  const get = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();
  const season = seasonMetadataResponseSchema.parse(await get("/api/csc/cached-season-metadata")).number;
  players = leaderboardsResponseSchema.parse(
    await get(`/api/fragboard/leaderboards?season=${season}&matchType=Regulation`),
  ).players;
  const roster = cachedPlayersResponseSchema.parse(
    await get(`/api/csc/cached-players?season=${season}`),
  ).data;
  const points = pickemsLeaderboardSchema.parse(
    await get(`/api/fragboard/pickems/leaderboard?season=${season}`),
  );
  pickems = points.leaderboard.flatMap((entry) => {
    const player = roster.find((p) => p.discordId === entry.discordId);
    return player && entry.points > 0 ? [{ name: player.name, tier: entry.tier, points: entry.points }] : [];
  });
});

const category = (tab: "general" | "extended" | "weapons", title: string) => {
  const found = CATEGORIES_BY_TAB[tab].find((c) => c.title === title);
  if (!found) throw new Error(`no board ${title}`);
  return found;
};

/** Who core ranks first on a board with these filters: the names the page must list. */
function expectedNames(
  tab: "general" | "extended" | "weapons",
  board: LeaderboardCategory,
  filters: LeaderboardFilters,
  options: { limit: number; perMatch: boolean },
): string[] {
  const kept = filterLeaderboardPlayers(tabPlayers(players, tab), filters);
  return topOfCategory(kept, board, options).map((entry) => entry.player.name);
}

/** The tier with the most players on a tab: the journeys' subject. */
function busiestTier(list: readonly { tier: TierName }[]): TierName {
  const counts = new Map<TierName, number>();
  for (const p of list) counts.set(p.tier, (counts.get(p.tier) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Contender";
}

const boardNames = (page: Page, title: string) =>
  page.getByRole("region", { name: title, exact: true }).getByRole("link").allTextContents();

/** A board re-ranks a render after its filter's URL changes: poll until it settles. */
const expectBoard = (page: Page, title: string) =>
  expect.poll(() => boardNames(page, title), { message: title });

const params = (page: Page) => new URL(page.url()).searchParams;

describe("leaderboards", () => {
  test("General: a tier and a franchise, ranked as core ranks them, kept in the URL", async () => {
    const tier = busiestTier(players);
    const franchise = players.find(
      (p) => p.tier === tier && p.games >= 3 && p.franchise.length > 0,
    )?.franchise;
    if (!franchise) throw new Error(`no franchise in ${tier}`);
    const page = await browser.newPage();
    await page.goto("/leaderboards");
    await page.getByRole("region", { name: "Most Kills" }).waitFor();
    await expect.poll(() => page.title()).toBe("Leaderboards · General · Fragboard");
    expect(await page.getByRole("switch", { name: "Per Match" }).count()).toBe(0);

    await page.getByRole("combobox", { name: "Tier" }).selectOption(tier);
    await page.getByRole("button", { name: /^Franchises:/ }).click();
    await page
      .getByRole("menuitemcheckbox", { name: new RegExp(`\\(${franchise}\\)$|^${franchise}$`) })
      .click();
    await page.keyboard.press("Escape");
    await expect.poll(() => params(page).get("tier")).toBe(tier);
    await expect.poll(() => params(page).get("franchises")).toBe(franchise);

    const filters = { franchises: [franchise], tier, minThreeGames: true };
    const kills = expectedNames("general", category("general", "Most Kills"), filters, {
      limit: 5,
      perMatch: false,
    });
    expect(kills.length).toBeGreaterThan(0);
    await expectBoard(page, "Most Kills").toEqual(kills);
    await expectBoard(page, "Least Utility Thrown").toEqual(
      expectedNames("general", category("general", "Least Utility Thrown"), filters, {
        limit: 5,
        perMatch: false,
      }),
    );

    // A fresh page on the same address shows the same boards.
    const again = await browser.newPage();
    await again.goto(page.url());
    await again.getByRole("region", { name: "Most Kills" }).waitFor();
    await expectBoard(again, "Most Kills").toEqual(kills);
  });

  test("Extended: Per Match and Show 10", async () => {
    const page = await browser.newPage();
    await page.goto("/leaderboards");
    await page.getByRole("tab", { name: "Extended" }).click();
    await page.getByRole("region", { name: "Chickens Killed" }).waitFor();
    await page.getByRole("switch", { name: "Per Match" }).click();
    await page.getByRole("combobox", { name: "Show" }).selectOption("10");
    await expect.poll(() => params(page).get("q")).toBe("extended");
    await expect.poll(() => params(page).get("perMatch")).toBe("1");
    await expect.poll(() => params(page).get("show")).toBe("10");
    const filters = { franchises: [], tier: null, minThreeGames: true };
    for (const title of ["Chickens Killed", "Wall Bangs", "MVPs"]) {
      const expected = expectedNames("extended", category("extended", title), filters, {
        limit: 10,
        perMatch: true,
      });
      await expectBoard(page, title).toEqual(expected);
    }
    await expect.poll(() => page.title()).toBe("Leaderboards · Extended · Fragboard");
  });

  test("Weapons: 'Min 3 Games' off and a tier", async () => {
    const tier = busiestTier(tabPlayers(players, "weapons"));
    const page = await browser.newPage();
    await page.goto("/leaderboards?q=weapons");
    await page.getByRole("region", { name: "AK-47" }).waitFor();
    await page.getByRole("switch", { name: "Min 3 Games" }).click();
    await page.getByRole("combobox", { name: "Tier" }).selectOption(tier);
    await expect.poll(() => params(page).get("min3")).toBe("0");
    const filters = { franchises: [], tier, minThreeGames: false };
    for (const title of ["AK-47", "AWP", "Knife"]) {
      const expected = expectedNames("weapons", category("weapons", title), filters, {
        limit: 5,
        perMatch: false,
      });
      await expectBoard(page, title).toEqual(expected);
    }
  });

  test("FAPL says it is coming", async () => {
    const page = await browser.newPage();
    await page.goto("/leaderboards?q=fapl");
    await page.getByText("FAPL Leaderboards coming soon.").waitFor();
  });

  test("Pickems: a tier and Show 10, the points order of the API", async () => {
    const tier = busiestTier(pickems);
    const page = await browser.newPage();
    await page.goto("/leaderboards");
    await page.getByRole("tab", { name: "Pickems" }).click();
    await page.getByRole("region", { name: tier, exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Tier" }).selectOption(tier);
    await page.getByRole("combobox", { name: "Show" }).selectOption("10");
    await expect.poll(() => params(page).get("q")).toBe("pickems");
    for (const other of TIER_NAMES.filter((t) => t !== tier)) {
      expect(await page.getByRole("region", { name: other, exact: true }).count()).toBe(0);
    }
    const expected = pickems.filter((p) => p.tier === tier).slice(0, 10);
    await expectBoard(page, tier).toEqual(expected.map((p) => p.name));
  });

  test("on a phone the boards stack in one column and the page does not scroll sideways", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/leaderboards?q=extended&perMatch=1");
    const first = page.getByRole("region", { name: "Chickens Killed" });
    await first.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const a = await first.boundingBox();
    const b = await page.getByRole("region", { name: "Ninja Defuses" }).boundingBox();
    expect(b?.x).toBe(a?.x);
    expect(b?.y).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
  });

  test("axe finds no serious or critical violations on the boards and the pickems", async () => {
    const page = await browser.newPage();
    await page.goto("/leaderboards?q=extended&perMatch=1");
    await page.getByRole("region", { name: "Chickens Killed" }).waitFor();
    await expectNoSeriousViolations(page);
    await page.goto("/leaderboards?q=pickems");
    await page.getByRole("tab", { name: "Pickems", selected: true }).waitFor();
    await page.getByRole("region").first().waitFor();
    await expectNoSeriousViolations(page);
  });
});
