import { extendedStatsResponseSchema, TIER_NAMES } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./browser.js";
import { type League, loadLeague } from "./league.js";

const browser = useBrowser();
let league: League;
beforeAll(async () => {
  league = await loadLeague();
});

const count = (page: Page, n: number) => page.getByText(new RegExp(`^${n} players?$`));

async function setRow(page: Page, n: number, stat: string, operator: string, value: string) {
  await page.getByRole("combobox", { name: `Filter ${n} stat` }).selectOption({ label: stat });
  await page.getByRole("combobox", { name: `Filter ${n} operator` }).selectOption(operator);
  await page.getByRole("textbox", { name: `Filter ${n} value` }).fill(value);
}

describe("team builder", () => {
  test("two stat filters narrow a tier, picks fill the comparison with the MMR total, and the URL keeps it all", async () => {
    const tier = [...TIER_NAMES]
      .reverse()
      .find((t) => league.listed.filter((p) => p.tier.name === t).length >= 8);
    if (!tier) throw new Error("no tier has eight players");
    const inTier = league.listed.filter((p) => p.tier.name === tier);
    const ratings = inTier.map((p) => p.lines[0]?.stats.rating ?? 0).sort((a, b) => a - b);
    const threshold = (ratings[Math.floor(ratings.length / 2)] ?? 1).toFixed(2);
    const expected = inTier.filter(
      (p) => (p.lines[0]?.stats.rating ?? 0) >= Number(threshold) && (p.lines[0]?.stats.gameCount ?? 0) > 2,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(inTier.length);

    const page = await browser.newPage();
    await page.goto("/team-builder");
    await page.getByRole("heading", { level: 1, name: "Team Builder" }).waitFor();
    await page.getByRole("combobox", { name: "Tier", exact: true }).selectOption(tier);
    await count(page, inTier.length).waitFor();
    // The only row cannot be removed.
    expect(await page.getByRole("button", { name: "Remove filter 1" }).isDisabled()).toBe(true);
    await setRow(page, 1, "Rating", ">=", threshold);
    await page.getByRole("button", { name: "+ Add filter" }).click();
    await setRow(page, 2, "Games", ">", "2");
    await count(page, expected.length).waitFor();

    // A non-number passes no one; changing the field resets the value.
    await page.getByRole("textbox", { name: "Filter 2 value" }).fill("many");
    await page.getByText("Not a number: no player passes this filter").waitFor();
    await page.getByText("No player passes these filters.").waitFor();
    await page.getByRole("combobox", { name: "Filter 2 stat" }).selectOption({ label: "Name" });
    // The address updates after the event: poll rather than read once.
    await expect.poll(() => page.getByRole("textbox", { name: "Filter 2 value" }).inputValue()).toBe("");
    await expect
      .poll(() => page.getByRole("combobox", { name: "Filter 2 operator" }).inputValue())
      .toBe("contains");
    await page.getByRole("combobox", { name: "Filter 2 stat" }).selectOption({ label: "Games" });
    await expect
      .poll(() => page.getByRole("combobox", { name: "Filter 2 operator" }).inputValue())
      .toBe(">=");
    await page.getByRole("textbox", { name: "Filter 2 value" }).fill("3");
    await count(page, expected.length).waitFor();

    const [a, b] = expected;
    if (!a || !b) throw new Error("two players expected");
    // The list draws only the rows in view: the search brings each player to the top.
    for (const player of [a, b]) {
      await page.getByRole("searchbox", { name: "Search matching players" }).fill(player.name);
      await page.getByRole("button", { name: `Add ${player.name}`, exact: true }).click();
    }
    await page.getByRole("searchbox", { name: "Search matching players" }).fill("");
    const comparison = page.getByRole("table", { name: "Players in the comparison" });
    await comparison.getByRole("rowheader", { name: a.name, exact: false }).waitFor();
    await comparison.getByRole("rowheader", { name: b.name, exact: false }).waitFor();
    const total = (a.mmr ?? 0) + (b.mmr ?? 0);
    // The total sits under the table, outside its sideways scroller: in full on a phone too.
    const totalText = page
      .getByRole("region", { name: "Comparison" })
      .getByText(new RegExp(`^${total.toLocaleString("en-US")} / `));
    await totalText.waitFor();
    await page.setViewportSize(PHONE);
    const box = await totalText.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    // The list's Add buttons stay on screen while its stats scroll sideways under them.
    const addButton = await page.getByRole("button", { name: /^Add / }).first().boundingBox();
    expect(addButton && addButton.x + addButton.width <= PHONE.width).toBe(true);
    await page.setViewportSize(DESKTOP);

    await page.reload();
    await count(page, expected.length).waitFor();
    await comparison.getByRole("rowheader", { name: b.name, exact: false }).waitFor();
    await page.getByRole("button", { name: `Remove ${a.name}` }).click();
    await comparison.getByRole("rowheader", { name: a.name, exact: false }).waitFor({ state: "detached" });
    // Focus moves to the next row's Remove button rather than dropping to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      `Remove ${b.name}`,
    );
    await expectNoSeriousViolations(page);
  });

  test("an extended stat filter (Round MVPs) matches the API's extended stats", async () => {
    const body = await (
      await fetch(
        `${baseUrl}/api/fragboard/extendedStats?season=${league.season}&matchType=${league.matchType}`,
      )
    ).json();
    const parsed = extendedStatsResponseSchema.parse(body);
    const rows = parsed.data;
    const mvps = new Map(rows.map((row) => [row.name, row.trackedObj.mvpCount]));
    const tier = [...TIER_NAMES].find((t) => league.listed.filter((p) => p.tier.name === t).length >= 8);
    if (!tier) throw new Error("no tier has eight players");
    const inTier = league.listed.filter((p) => p.tier.name === tier);
    const counts = inTier.map((p) => mvps.get(p.name) ?? 0).sort((a, b) => a - b);
    const threshold = counts[Math.floor(counts.length / 2)] ?? 1;
    // A player without extended stats has no value to compare: he does not pass.
    const expected = inTier.filter((p) => (mvps.get(p.name) ?? -1) >= threshold);
    expect(expected.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await page.goto("/team-builder");
    await page.getByRole("combobox", { name: "Tier", exact: true }).selectOption(tier);
    await count(page, inTier.length).waitFor();
    await setRow(page, 1, "Round MVPs", ">=", String(threshold));
    await count(page, expected.length).waitFor();
    await expectNoSeriousViolations(page);
  });
});
