import { MIN_GAMES_TO_RANK, MINIMUM_GAMES_NOTE, TIER_NAMES } from "@fragboard/core";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { download, downloadedBytes, PHONE, useBrowser } from "./browser.js";
import { type League, loadLeague } from "./league.js";

const browser = useBrowser();
let league: League;
beforeAll(async () => {
  league = await loadLeague();
});

const counter = (page: Page, shown: number) =>
  page.getByText(`Showing ${shown} of ${league.listed.length} Players`, { exact: true });

describe("stats exporter", () => {
  test("a tier filter narrows the table, lives in the URL, and Export downloads exactly those rows as the API serves them", async () => {
    const tier = TIER_NAMES.find((t) =>
      league.listed.some((p) => p.tier.name === t && p.lines[0]?.tier === t),
    );
    if (!tier) throw new Error("no tier has players with stats");
    const inTier = league.listed.filter((p) => p.tier.name === tier);
    const page = await browser.newPage();
    await page.goto("/export");
    await counter(page, league.listed.length).waitFor();

    await page.getByRole("button", { name: /^Tier:/ }).click();
    await page.getByRole("menuitemcheckbox", { name: tier }).click();
    await page.keyboard.press("Escape");
    await counter(page, inTier.length).waitFor();
    expect(new URL(page.url()).searchParams.getAll("tier")).toEqual([tier]);
    // Reloading the address restores the filter.
    await page.reload();
    await counter(page, inTier.length).waitFor();

    const file = await download(page, () =>
      page.getByRole("button", { name: "Export", exact: true }).click(),
    );
    expect(file.suggestedFilename()).toBe("PlayersWithStats.csv");
    const csv = Papa.parse<Record<string, string>>((await downloadedBytes(file)).toString("utf8"), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.errors).toEqual([]);
    expect(csv.data.map((row) => row.Name).sort()).toEqual(inTier.map((p) => p.name).sort());
    const byName = new Map(inTier.map((p) => [p.name, p]));
    for (const row of csv.data) {
      const player = byName.get(row.Name ?? "");
      const line = player?.lines[0];
      if (!player || !line) throw new Error(`unexpected row ${row.Name}`);
      expect(row["CSC ID"]).toBe(player.id);
      expect(row["Stats tier"]).toBe(line.tier);
      expect(row.gameCount).toBe(String(line.stats.gameCount));
      // Rounded as the table shows them, fractions in percent.
      expect(Number(row.rating)).toBeCloseTo(line.stats.rating, 2);
      expect(Number(row.adr)).toBeCloseTo(line.stats.adr, 1);
      expect(Number(row["kast (%)"])).toBeCloseTo(line.stats.kast * 100, 1);
      expect(Number(row["hs (%)"])).toBeCloseTo(line.stats.hs, 1);
    }
  });

  test("a column header sorts the table and the sort is kept in the URL", async () => {
    const page = await browser.newPage();
    await page.goto("/export");
    await counter(page, league.listed.length).waitFor();
    await page.getByRole("button", { name: /^ADR/ }).click();
    await page.waitForURL(/sort=adr&dir=desc/);
    const adrColumn = () =>
      page
        .locator("table tbody tr")
        .evaluateAll((rows) =>
          rows
            .filter((r) => r.querySelector("a"))
            .map((r) => Number((r as HTMLTableRowElement).cells[8]?.textContent ?? "")),
        );
    // The minimum-games rule (docs/rules.md#minimum-games): players under 3 maps after the others.
    const ranked = league.listed.filter((p) => (p.lines[0]?.stats.gameCount ?? 0) >= MIN_GAMES_TO_RANK);
    const top = Math.max(...ranked.map((p) => p.lines[0]?.stats.adr ?? 0));
    const descending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] ?? x) >= x);
    // The table re-sorts a render after the address changes: poll until it has.
    await expect
      .poll(async () => {
        const adrs = await adrColumn();
        return descending(adrs.slice(0, ranked.length)) && descending(adrs.slice(ranked.length));
      })
      .toBe(true);
    expect((await adrColumn())[0]).toBe(Number(top.toFixed(1)));
    await page.getByText(MINIMUM_GAMES_NOTE).waitFor();
  });

  test("on a phone the player names stay on the left while the table scrolls sideways", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/export");
    await counter(page, league.listed.length).waitFor();
    const scroller = page.getByRole("region", { name: "Players with stats" });
    const name = scroller.locator("tbody tr td").first();
    const header = scroller.getByRole("columnheader").first();
    const left = async () => [(await name.boundingBox())?.x, (await header.boundingBox())?.x];
    const before = await left();
    const scrolled = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(100);
    // The name cell is painted on top of the stats scrolled under it.
    await expect.poll(left).toEqual(before);
    const box = await name.boundingBox();
    if (!box) throw new Error("no name cell");
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("td")?.cellIndex,
      [box.x + 4, box.y + box.height / 2],
    );
    expect(onTop).toBe(0);
  });

  test("axe", async () => {
    const page = await browser.newPage();
    await page.goto("/export");
    await counter(page, league.listed.length).waitFor();
    await expectNoSeriousViolations(page);
  });
});
