import {
  type PlayerCareerResponse,
  playerCareerResponseSchema,
  playerStatsResponseSchema,
  searchKey,
} from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";
import { busiestPlayer, type League, loadLeague, playerPath } from "./league.js";

/**
 * Issue #22's journeys: a player's career over three seasons, his figures filtered to one map and
 * side and back, his similar players, and the global search driven by the keyboard. The journey
 * league has three seasons, so a career can span all of them.
 */

const browser = useBrowser();
let league: League;
let player: ReturnType<typeof busiestPlayer>;
beforeAll(async () => {
  league = await loadLeague();
  player = busiestPlayer(league);
});

async function getJson(origin: string, path: string): Promise<unknown> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const search = (page: Page) => new URL(page.url()).searchParams;

describe("career over three seasons", () => {
  let career: PlayerCareerResponse;
  let name: string;
  beforeAll(async () => {
    // The current season's busiest player who has stats in three seasons.
    for (const candidate of await busiestWithStats()) {
      const body = playerCareerResponseSchema.parse(
        await getJson(baseUrl, `/api/fragboard/player-career?steam64Id=${candidate.steam64Id}`),
      );
      if (new Set(body.rows.map((r) => r.season)).size >= 3) {
        career = body;
        name = candidate.name;
        break;
      }
    }
    if (!career) throw new Error("nobody has stats in three seasons");
  });

  test("the Career tab lists every season, marks the best and worst, charts every map, and stays in the address", async () => {
    const page = await browser.newPage();
    await page.goto(playerPath(name));
    await tab(page, "Career").click();
    expect(search(page).get("tab")).toBe("career");
    const table = page.getByRole("table").filter({ hasText: "Best and worst season" });
    const rows = table.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(career.rows.length);
    for (const [i, row] of career.rows.entries()) {
      const cells = rows.nth(i);
      expect(await cells.locator("th").textContent()).toContain(`S${row.season}`);
      expect(await cells.textContent()).toContain(row.stats.rating.toFixed(2));
    }
    expect(await table.getByText("Best", { exact: true }).count()).toBe(1);
    expect(await table.getByText("Worst", { exact: true }).count()).toBe(1);
    // The chart's text alternative: one row per map he played.
    const chart = page.getByRole("figure", { name: /rating map by map across seasons/ });
    await chart.waitFor();
    await expect.poll(() => chart.locator("table tbody tr").count()).toBe(career.points.length);
    await expectNoSeriousViolations(page);

    // A reload (or a shared link) opens the same tab.
    await page.reload();
    await page.getByRole("table").filter({ hasText: "Best and worst season" }).waitFor();
    await expect.poll(() => tab(page, "Career").getAttribute("aria-selected")).toBe("true");
  });
});

/** The current season's players with stats, busiest first. */
async function busiestWithStats() {
  const meta = (await getJson(baseUrl, "/api/csc/cached-season-metadata")) as { number: number };
  const board = (await getJson(
    baseUrl,
    `/api/fragboard/leaderboards?season=${meta.number}&matchType=Regulation`,
  )) as { players: { name: string; games: number }[] };
  const roster = (await getJson(baseUrl, `/api/csc/cached-players?season=${meta.number}`)) as {
    data: { name: string; steam64Id: string }[];
  };
  const steamOf = new Map(roster.data.map((p) => [p.name, p.steam64Id]));
  return board.players
    .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name))
    .slice(0, 20)
    .map((p) => ({ name: p.name, steam64Id: steamOf.get(p.name) ?? "" }));
}

describe("filters, similar players and search", () => {
  test("filter to one map and side and back: the figures are the API's for those maps", async () => {
    const page = await browser.newPage();
    await page.goto(playerPath(player.name));
    const bar = page.getByRole("region", { name: "Filter his maps" });
    const status = bar.getByRole("status");
    await expect.poll(() => status.textContent()).toContain(`${player.games} maps in this season`);

    // His most played map, from the per-map table.
    const scope = `steam64Id=${player.steam64Id}&season=${league.season}&matchType=${league.matchType}&tier=${player.tier.name}`;
    const all = playerStatsResponseSchema.parse(
      await getJson(baseUrl, `/api/fragboard/player-stats?${scope}`),
    );
    const map = [...all.mapTable].sort((a, b) => b.games - a.games)[0];
    if (!map) throw new Error("no map table");
    await bar.getByRole("combobox", { name: "Map" }).selectOption(map.map);
    await bar.getByRole("combobox", { name: "Side" }).selectOption("CT");
    const filtered = playerStatsResponseSchema.parse(
      await getJson(baseUrl, `/api/fragboard/player-stats?${scope}&map=${map.map}&side=CT`),
    );
    // The map applies before the side: wait for both (the map alone may leave as many maps).
    await expect.poll(() => status.textContent()).toContain("CT rounds only");
    await expect.poll(() => status.textContent()).toContain(`${filtered.maps} map`);
    expect(search(page).get("map")).toBe(map.map);
    expect(search(page).get("side")).toBe("CT");
    const cell = (label: string) =>
      page.getByRole("rowheader", { name: label, exact: true }).locator("xpath=following-sibling::td[1]");
    // The side shows from the address at once; the figures when the side's answer arrives.
    await expect.poll(() => cell("Kills").textContent()).toBe(String(filtered.stats.kills));
    expect(await cell("Rating").textContent()).toBe(filtered.stats.rating?.toFixed(2));
    expect(await cell("ADR").textContent()).toBe("–");
    await page.getByRole("table", { name: "His maps" }).waitFor();
    await expectNoSeriousViolations(page);

    // Back: the side, then the map, leave the address and the figures are the season's again.
    await page.goBack();
    await expect.poll(() => search(page).get("side")).toBeNull();
    await page.goBack();
    await expect.poll(() => search(page).get("map")).toBeNull();
    await expect.poll(() => status.textContent()).toContain(`${player.games} maps in this season`);
    expect(await cell("Games").textContent()).toBe(String(player.games));
  });

  test("on a phone the filters fold behind a button, and nothing scrolls sideways", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${playerPath(player.name)}?side=T&tab=career`);
    const bar = page.getByRole("region", { name: "Filter his maps" });
    const toggle = bar.getByRole("button", { name: "Filters (1) ▾" });
    await toggle.waitFor();
    expect(await bar.getByRole("combobox", { name: "Side" }).isVisible()).toBe(false);
    await toggle.click();
    expect(await bar.getByRole("combobox", { name: "Side" }).inputValue()).toBe("T");
    await page.getByRole("table").filter({ hasText: "Best and worst season" }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("similar players: one of them opens his page", async () => {
    const page = await browser.newPage();
    await page.goto(playerPath(player.name));
    const list = page.getByRole("list", { name: `Players similar to ${player.name}` });
    const links = list.getByRole("link");
    await expect.poll(() => links.count()).toBe(10);
    const first = (await links.first().textContent()) ?? "";
    expect(first).not.toBe(player.name);
    await links.first().click();
    await page.getByRole("heading", { level: 1, name: first }).waitFor();
  });

  test("global search: / focuses it, a partial name in other capitals finds the player, arrows and Enter open him", async () => {
    const page = await browser.newPage();
    await page.goto("/players");
    await page.getByRole("heading", { name: "Players", level: 1 }).waitFor();
    const part = player.name.slice(1, 4);
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: "Search players, teams and franchises" });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(part.toUpperCase());
    const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const names = await options.locator("span.font-semibold").allTextContents();
    for (const n of names) expect(searchKey(n)).toContain(searchKey(part));
    const index = names.indexOf(player.name);
    expect(index, `${player.name} among ${names.join(", ")}`).toBeGreaterThanOrEqual(0);
    // The first result is active; each ArrowDown moves on, announced by aria-activedescendant.
    for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    await expect.poll(() => page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: player.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(playerPath(player.name));
  });
});
