import {
  PLAYER_TYPE_FILTER_GROUPS,
  ROLE_LABELS,
  ROLES,
  SEASON_MATCHES_CHARTS,
  TIER_NAMES,
} from "@fragboard/core";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";
import { type League, loadLeague } from "./league.js";

const browser = useBrowser();
let league: League;
beforeAll(async () => {
  league = await loadLeague();
});

/** Every stat line of the league in `tier`, as the charts attribute them (a sub's line counts where he played). */
const linesIn = (tier: string) =>
  league.listed.flatMap((player) =>
    player.lines
      .filter((line) => line.tier === tier)
      .map((line) => ({ name: player.name, stats: line.stats })),
  );

/** The tier with the most stat lines: the busiest chart. */
const busiestTier = () =>
  [...TIER_NAMES].sort((a, b) => linesIn(b).length - linesIn(a).length || a.localeCompare(b))[0] ?? "Recruit";

/** Waits until the figure has drawn (no longer aria-busy) and returns its text alternative. */
async function drawnChart(figure: Locator): Promise<string> {
  await figure.and(figure.page().locator('[aria-busy="false"]')).waitFor();
  // ECharts draws on a canvas, the bars are plain SVG (PlayerBars).
  expect(await figure.locator("canvas, svg path").count()).toBeGreaterThan(0);
  return (await figure.locator("figcaption").textContent()) ?? "";
}

/** The player names of a bars chart's text alternative (one "name: value" item per bar), in order. */
async function barNames(page: Page, tier: string): Promise<string[]> {
  const items = page
    .getByRole("figure", { name: new RegExp(` of ${tier} players, highest first$`) })
    .locator("li");
  await items.first().waitFor({ state: "attached" });
  return items.evaluateAll((lis) =>
    lis.map((li) => {
      const text = li.textContent ?? "";
      return text.slice(0, text.lastIndexOf(": "));
    }),
  );
}

const byStat = (tier: string, key: "rating" | "adr") =>
  linesIn(tier)
    .sort((a, b) => b.stats[key] - a.stats[key] || a.name.localeCompare(b.name))
    .map((line) => line.name);

describe("charts", () => {
  test("each tab draws its chart from the league's data; the MMR overlay goes on a click", async () => {
    const page = await browser.newPage();
    const panel = page.getByRole("tabpanel");

    await page.goto("/charts");
    expect(
      await page.getByRole("tab", { name: "MMR and Rating by Tier" }).getAttribute("aria-selected"),
    ).toBe("true");
    for (const [tab, q] of [
      ["MMR and Rating by Tier", "mmr-rating"],
      ["Distribution Curves", "distribution"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === q || (q === "mmr-rating" && !url.search));
      const overlay = panel.getByRole("button", { name: /Not useful without MMR/ });
      await overlay.waitFor();
      // Nothing is drawn behind the notice: the chart is built once it is dismissed.
      expect(await panel.getByRole("figure").count()).toBe(0);
      await overlay.click();
      await overlay.waitFor({ state: "detached" });
      const text = await drawnChart(panel.getByRole("figure").first());
      const withMmr = TIER_NAMES.filter((tier) =>
        league.listed.some((p) => p.tier.name === tier && p.mmr && p.lines[0]?.tier === tier),
      );
      expect(withMmr.length).toBeGreaterThan(0);
      for (const tier of withMmr) expect(text).toContain(tier);
      if (q === "mmr-rating") expect(text).toMatch(/r = -?\d\.\d\d \(n = \d+\)/);
    }

    await page.goto("/charts?q=stat-bars");
    const tiersWithLines = TIER_NAMES.filter((tier) => linesIn(tier).length > 0);
    await page
      .getByRole("figure", { name: /highest first$/ })
      .first()
      .waitFor();
    expect(await page.getByRole("figure", { name: /highest first$/ }).count()).toBe(tiersWithLines.length);

    await page.goto("/charts?q=roles");
    await page.getByText("Signed only on this chart").waitFor();
    const signed = new Set(PLAYER_TYPE_FILTER_GROUPS.find((g) => g.label === "Signed")?.types);
    const signedPlayers = league.listed.filter((p) => p.type && signed.has(p.type));
    const roleText = await drawnChart(panel.getByRole("figure"));
    expect(roleText).toBe(
      ROLES.map((role) => `${ROLE_LABELS[role]} ${signedPlayers.filter((p) => p.role === role).length}`).join(
        ", ",
      ),
    );

    await page.goto("/charts?q=roles-by-tier");
    const byTierText = await drawnChart(panel.getByRole("figure"));
    const firstTier = TIER_NAMES.find((tier) =>
      league.listed.some((p) => p.tier.name === tier && p.role !== ""),
    );
    const firstCounts = ROLES.map(
      (role) => league.listed.filter((p) => p.tier.name === firstTier && p.role === role).length,
    );
    expect(byTierText).toContain(`${firstTier}${firstCounts.join("")}`);

    await page.goto("/charts?q=correlations");
    const correlation = await drawnChart(panel.getByRole("figure").first());
    expect(correlation).toMatch(/r = -?\d\.\d\d \(n = \d+\); fitted Rating = /);

    const response = await fetch(`${baseUrl}/api/graphql/stats`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        operationName: "SeasonMatches",
        query: SEASON_MATCHES_CHARTS,
        variables: { season: league.season, matchType: league.matchType },
      }),
    });
    const maps = ((await response.json()) as { data: { findManyMatch: unknown[] } }).data.findManyMatch;
    await page.goto("/charts?q=maps");
    await panel.getByText("Maps Played counts matches: only the tier filter applies.").waitFor();
    const mapsText = await drawnChart(panel.getByRole("figure"));
    const totals = [...mapsText.matchAll(/: (\d+) \(/g)].map((m) => Number(m[1]));
    expect(totals.reduce((sum, n) => sum + n, 0)).toBe(maps.length);
  });

  test("filters that match nobody say so on the MMR tabs", async () => {
    const page = await browser.newPage();
    for (const q of ["mmr-rating", "distribution"]) {
      await page.goto(`/charts?q=${q}&name=nobody-is-called-this`);
      await page.getByRole("button", { name: /Not useful without MMR/ }).click();
      await page.getByRole("tabpanel").getByText("No player matches these filters.").waitFor();
    }
  });

  test("the stat selector changes the bars and the address", async () => {
    const tier = busiestTier();
    const page = await browser.newPage();
    await page.goto(`/charts?q=stat-bars&tier=${tier}`);
    expect(await barNames(page, tier)).toEqual(byStat(tier, "rating"));
    expect(await page.getByRole("figure", { name: /highest first$/ }).count()).toBe(1);

    // The tallest bar (the first) has a tooltip naming its player and his rating when pointed
    // at; the arrow keys step through the bars to the last (the lowest).
    const tooltipOf = (name: string) => {
      const line = linesIn(tier).find((l) => l.name === name);
      return page.getByText(`${name}: ${line?.stats.rating.toFixed(2)} Rating`);
    };
    const ranked = byStat(tier, "rating");
    const figure = page.getByRole("figure", { name: /highest first$/ });
    await drawnChart(figure);
    const bars = figure.getByRole("group", { name: /arrow keys step through the players$/ });
    const box = await bars.boundingBox();
    if (!box) throw new Error("the bars are not drawn");
    await page.mouse.move(box.x + 1, box.y + box.height * 0.5);
    await tooltipOf(ranked[0] ?? "").waitFor();
    await bars.focus();
    await page.keyboard.press("End");
    await tooltipOf(ranked.at(-1) ?? "").waitFor();

    await page.getByRole("combobox", { name: "Stat" }).selectOption({ label: "Avg Damage/Round" });
    await page.waitForURL((url) => url.searchParams.get("stat") === "adr");
    await page.getByRole("figure", { name: `Avg Damage/Round of ${tier} players, highest first` }).waitFor();
    expect(await barNames(page, tier)).toEqual(byStat(tier, "adr"));
    expect(byStat(tier, "adr")).not.toEqual(byStat(tier, "rating"));

    const options = await page.getByRole("combobox", { name: "Stat" }).locator("option").allTextContents();
    expect(options).toEqual([
      "Rating",
      "Avg Damage/Round",
      "Kill Assists",
      "KAST",
      "Multi Kill Rounds",
      "Headshot %",
      "Util Thrown per Match",
      "Util Damage per Match",
      "Flash Assists",
      "Trade Kill Ratio",
    ]);
  });

  test("a name chip narrows the bars and is kept in the address", async () => {
    const tier = busiestTier();
    const subject = byStat(tier, "rating")[0] ?? "";
    const page = await browser.newPage();
    await page.goto(`/charts?q=stat-bars&tier=${tier}`);
    await page.getByRole("searchbox", { name: "Player name" }).fill(subject);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("name") === subject);
    const expected = byStat(tier, "rating").filter((name) =>
      name.toLowerCase().includes(subject.toLowerCase()),
    );
    await expect.poll(() => barNames(page, tier)).toEqual(expected);
    await page.reload();
    expect(await barNames(page, tier)).toEqual(expected);
  });

  test("readable on a phone: the bars fit the screen width", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/charts?q=stat-bars");
    const figure = page.getByRole("figure", { name: /highest first$/ }).first();
    await drawnChart(figure);
    const box = await figure.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("on a phone the legends wrap onto lines, every item whole on screen", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const [path, behindNotice] of [
      ["/charts?q=mmr-rating", true],
      ["/charts?q=distribution&curve=rating", true],
      ["/charts?q=roles", false],
      ["/charts?q=roles-by-tier", false],
      ["/charts?q=maps", false],
    ] as const) {
      await page.goto(path);
      if (behindNotice) await page.getByRole("button", { name: /Not useful without MMR/ }).click();
      const figure = page.getByRole("tabpanel").getByRole("figure");
      await drawnChart(figure);
      const items = await figure.locator("[data-chart-legend] li").evaluateAll((lis) =>
        lis.map((li) => {
          const box = li.getBoundingClientRect();
          return {
            text: li.textContent,
            left: box.left,
            right: box.right,
            cut: li.scrollWidth > li.clientWidth,
          };
        }),
      );
      expect(items.length, path).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.left, `${path}: ${item.text}`).toBeGreaterThanOrEqual(0);
        expect(item.right, `${path}: ${item.text}`).toBeLessThanOrEqual(PHONE.width);
        expect(item.cut, `${path}: ${item.text}`).toBe(false);
      }
    }
  });

  test("axe on /charts", async () => {
    const page = await browser.newPage();
    await page.goto("/charts?q=correlations");
    await drawnChart(page.getByRole("figure").first());
    await expectNoSeriousViolations(page);
    await page.goto("/charts");
    await page.getByRole("button", { name: /Not useful without MMR/ }).waitFor();
    await expectNoSeriousViolations(page);
  });
});

describe("playground", () => {
  test("the Charts page links to it, keeping the season shown", async () => {
    const page = await browser.newPage();
    await page.goto(`/charts?q=roles&season=${league.season}`);
    await page.getByRole("link", { name: /Stats Playground/ }).click();
    await page.waitForURL((url) => url.pathname === "/playground");
    expect(new URL(page.url()).searchParams.get("season")).toBe(String(league.season));
    await page.getByRole("heading", { name: "Stats Playground" }).waitFor();
  });

  test("a stat and a tier show its distribution and the players at the top and the bottom", async () => {
    const tier = busiestTier();
    const ranked = byStat(tier, "adr");
    const page = await browser.newPage();
    await page.goto(`/playground?stat=adr&tier=${tier}`);
    const top = page.getByRole("region", { name: /^Top \d+$/ }).getByRole("link");
    await top.first().waitFor();
    expect(await top.allTextContents()).toEqual(ranked.slice(0, 10));
    const bottom = page.getByRole("region", { name: /^Bottom \d+$/ }).getByRole("link");
    expect(await bottom.allTextContents()).toEqual(ranked.slice(-10).reverse());
    const text = await drawnChart(page.getByRole("figure", { name: `Distribution of ADR in ${tier}` }));
    expect(text).toContain(`${tier}${ranked.length}`);

    await page.getByRole("combobox", { name: "Tier" }).selectOption({ label: "All tiers" });
    await page.waitForURL((url) => !url.searchParams.has("tier"));
    await page.getByRole("figure", { name: "Distribution of ADR in all tiers" }).waitFor();
    // A sub has a stat line in each tier he played in, but he is one player.
    const statLines = league.listed.reduce((n, p) => n + p.lines.length, 0);
    const summary = page.getByText(`in all tiers: ${league.listed.length} players`);
    expect(await summary.textContent()).toContain(
      statLines > league.listed.length ? `(${statLines} stat lines` : "players · mean",
    );
    await expectNoSeriousViolations(page);
  });
});
