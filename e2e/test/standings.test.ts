import { type Standings, seasonMetadataResponseSchema, standingsResponseSchema } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";

const browser = useBrowser();

/** The season's standings as the API serves them: what the page must show. */
let tiers: Standings[];
let season: number;
beforeAll(async () => {
  const get = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();
  season = seasonMetadataResponseSchema.parse(await get("/api/csc/cached-season-metadata")).number;
  tiers = standingsResponseSchema.parse(await get(`/api/fragboard/standings?season=${season}`)).tiers;
});

/** Tiers with more teams than playoff places, so the line is drawn: the journeys' subjects. */
const withLine = () => tiers.filter((t) => t.rows.length > t.playoffLine);

const table = (page: Page, tier: string) =>
  page.getByRole("table", { name: new RegExp(`^${tier} standings`) });

/** Each body row's team, or "Playoff Line" for the line. */
async function rowLabels(page: Page, tier: string): Promise<string[]> {
  const rows = table(page, tier).locator("tbody tr");
  return rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector("th")?.textContent?.trim() ?? tr.textContent?.trim() ?? ""),
  );
}

describe("standings", () => {
  test("two tiers: the API's order, with the Playoff Line after the tier's cut", async () => {
    const subjects = withLine().slice(0, 2);
    expect(subjects.length, "tiers with a playoff line").toBe(2);
    const page = await browser.newPage();
    for (const standings of subjects) {
      await page.goto(`/standings?q=${standings.tier}`);
      await table(page, standings.tier).waitFor();
      const teams = standings.rows.map((r) => r.name);
      const expected = [
        ...teams.slice(0, standings.playoffLine),
        "Playoff Line",
        ...teams.slice(standings.playoffLine),
      ];
      expect(await rowLabels(page, standings.tier)).toEqual(expected);
      await expect.poll(() => page.title()).toBe(`Standings · ${standings.tier} · Fragboard`);
      await page.getByText(`Season ${season} · Match Day ${standings.matchDay}`).waitFor();
    }
  });

  test("opens on the first tier with games and switches tier through the tabs", async () => {
    const page = await browser.newPage();
    await page.goto("/standings");
    const first = tiers.find((t) => t.rows.length > 0);
    const other = withLine().find((t) => t.tier !== first?.tier);
    if (!first || !other) throw new Error("the league has no two tiers with games");
    await table(page, first.tier).waitFor();
    await expect
      .poll(() => page.getByRole("tab", { name: first.tier }).getAttribute("aria-selected"))
      .toBe("true");
    await page.getByRole("tab", { name: other.tier }).click();
    await table(page, other.tier).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe(other.tier);
    await page.getByRole("link", { name: "Take me to Pickems!" }).waitFor();
  });

  test("Show Extras adds the Elo column, kept in the URL over a reload", async () => {
    const standings = withLine()[0] as Standings;
    const page = await browser.newPage();
    await page.goto(`/standings?q=${standings.tier}`);
    await table(page, standings.tier).waitFor();
    const elo = page.getByRole("columnheader", { name: "Elo" });
    expect(await elo.count()).toBe(0);

    await page.getByRole("switch", { name: "Show Extras" }).click();
    await elo.waitFor();
    expect(new URL(page.url()).searchParams.get("extras")).toBe("1");
    const leader = standings.rows[0];
    const firstRow = table(page, standings.tier).locator("tbody tr").first();
    expect(await firstRow.locator("td").last().textContent()).toBe(String(Math.round(leader?.elo ?? 0)));

    await page.reload();
    await elo.waitFor();
    expect(await page.getByRole("switch", { name: "Show Extras" }).getAttribute("aria-checked")).toBe("true");
  });

  test("on a phone the table scrolls sideways inside the page, the team column staying put", async () => {
    const standings = withLine()[0] as Standings;
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`/standings?q=${standings.tier}&extras=1`);
    await table(page, standings.tier).waitFor();
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const scroller = table(page, standings.tier).locator("xpath=..");
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const team = table(page, standings.tier).locator("tbody tr").first().locator("th");
    const before = await team.boundingBox();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const after = await team.boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(after?.width).toBeGreaterThan(40);
  });

  test("axe finds no serious or critical violations", async () => {
    const standings = withLine()[0] as Standings;
    const page = await browser.newPage();
    await page.goto(`/standings?q=${standings.tier}&extras=1`);
    await table(page, standings.tier).waitFor();
    await expectNoSeriousViolations(page);
  });
});
