import {
  FRANCHISES,
  franchisesInTier,
  type GqlFranchise,
  MATCHES,
  orderFranchises,
  TIER_NAMES,
  teamsPerTier,
} from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";

/**
 * Franchises → a franchise → a team, against the simulated league. Names and counts are read from
 * the API at test time (the league changes with the simulator); the journey asserts that the
 * pages show what the API says, in the spec's order.
 */

const browser = useBrowser();

async function core<T>(operationName: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/graphql/core`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName, query, variables }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

let franchises: GqlFranchise[];
/** The franchise listed first, and its team with the most players (a team page with cards). */
let franchise: GqlFranchise;
let team: GqlFranchise["teams"][number];
let playedMaps: number;

beforeAll(async () => {
  franchises = orderFranchises(
    (await core<{ franchises: GqlFranchise[] }>("franchises", FRANCHISES)).franchises,
  );
  const withTeams = franchises.find((f) => f.teams.some((t) => t.players.length > 0));
  if (!withTeams) throw new Error("no franchise has a rostered team");
  franchise = withTeams;
  team = [...withTeams.teams].sort((a, b) => b.players.length - a.players.length)[0] as typeof team;
  const { matches } = await core<{ matches: { stats: unknown[] }[] }>("matches", MATCHES, {
    teamId: team.id,
    season: (await (await fetch(`${baseUrl}/api/csc/cached-season-metadata`)).json()).number,
  });
  playedMaps = matches.reduce((n, m) => n + m.stats.length, 0);
});

const franchisePath = (f: GqlFranchise) => `/franchises/${encodeURIComponent(f.prefix)}`;
const teamPath = () => `${franchisePath(franchise)}/${encodeURIComponent(team.name)}`;

/** Names of the franchises the list shows, in order. */
const listedNames = (page: Page) => page.locator("main ul > li article h2 a").allTextContents();

async function openList(page: Page, path = "/franchises") {
  await page.goto(path);
  await page.locator("main ul > li article").first().waitFor();
}

async function openTeam(page: Page) {
  await page.goto(teamPath());
  await page.getByRole("heading", { level: 1, name: team.name }).waitFor();
  await page.getByRole("region", { name: "Match history" }).getByText(/.+/).first().waitFor();
}

const TEAM_PANELS = [
  "Team averages",
  "MMR cap",
  "Players",
  "Playoffs",
  "Regular season",
  "Regular-season record",
  "Map record",
  "Ban matrix",
  "Picks and floats",
  "Match history",
  "Map Analysis",
];

describe("franchises", () => {
  test("the list: every active franchise, SAV first then by name, with its GM; a tier filters and unfilters", async () => {
    const page = await browser.newPage();
    await openList(page);
    expect(await listedNames(page)).toEqual(franchises.map((f) => f.name));
    await expect.poll(() => page.title()).toBe("Franchises · Fragboard");
    const first = franchises[0] as GqlFranchise;
    const card = page.locator("article", { has: page.getByRole("link", { name: first.name, exact: true }) });
    if (first.gm) await card.getByRole("link", { name: first.gm.name, exact: true }).waitFor();

    // The tier with the fewest franchises narrows the list the most.
    const tier = TIER_NAMES.map((t) => ({ t, n: franchisesInTier(franchises, t).length }))
      .filter((x) => x.n > 0)
      .sort((a, b) => a.n - b.n)[0]?.t as (typeof TIER_NAMES)[number];
    const filter = page.getByRole("group", { name: "Filter franchises by tier" });
    const toggle = filter.getByRole("button", { name: new RegExp(`^${tier} \\d+$`) });
    await toggle.click();
    await page.waitForURL(/\?tier=/);
    expect(new URL(page.url()).searchParams.get("tier")).toBe(tier);
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => listedNames(page)).toEqual(franchisesInTier(franchises, tier).map((f) => f.name));

    // A reload keeps the filter; clicking the tier again lists everyone.
    await page.reload();
    await page.locator("main ul > li article").first().waitFor();
    expect(await listedNames(page)).toEqual(franchisesInTier(franchises, tier).map((f) => f.name));
    await filter.getByRole("button", { name: new RegExp(`^${tier} \\d+$`) }).click();
    await page.waitForURL((url) => !url.searchParams.has("tier"));
    await expect.poll(async () => (await listedNames(page)).length).toBe(franchises.length);
  });

  test("franchises → a franchise → a team: rosters as the API has them, then every panel of the team page", async () => {
    const page = await browser.newPage();
    await openList(page);
    await page.getByRole("link", { name: franchise.name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: franchise.name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${franchise.name} · Fragboard`);
    for (const t of franchise.teams) {
      const roster = page.getByRole("table", { name: `${t.name} roster` });
      if (t.players.length === 0) continue;
      expect(await roster.locator("tbody tr").count()).toBe(t.players.length);
    }
    const counts = teamsPerTier(franchise.teams);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(franchise.teams.length);

    await page.getByRole("link", { name: team.name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: team.name }).waitFor();
    for (const name of TEAM_PANELS) await page.getByRole("region", { name }).waitFor();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await breadcrumb.getByRole("link").allTextContents()).toEqual(["Franchises", franchise.name]);
    expect(await page.getByRole("region", { name: "Players" }).getByRole("article").count()).toBe(
      team.players.length,
    );
    const compare = page.getByRole("link", { name: "Compare Chart" });
    expect(await compare.getAttribute("href")).toBe(
      `/player-compare?players=${team.players.map((p) => encodeURIComponent(p.name)).join(",")}`,
    );
    // Anonymous: the Prime gate, with a way to sign in.
    await page
      .getByRole("region", { name: "Map Analysis" })
      .getByText("Fragboard Prime is only available for logged in users.")
      .waitFor();
  });

  test("the team page's history lists its played maps; auto-refresh refetches the matches every 45 s", async () => {
    const page = await browser.newPage();
    await page.clock.install();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (
        request.url().endsWith("/api/graphql/core") &&
        request.postData()?.includes('"operationName":"matches"')
      )
        fetched.push(request.url());
    });
    await openTeam(page);
    const history = page.getByRole("region", { name: "Match history" });
    if (playedMaps > 0) {
      await history.getByRole("table").waitFor();
      const shown = await history.locator("tbody tr").count();
      expect(shown).toBe(Math.min(playedMaps, 8));
    }

    const toggle = page.getByRole("switch", { name: "Auto-refresh" });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    const before = fetched.length;
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await page.clock.runFor(46_000);
    await expect.poll(() => fetched.length).toBe(before + 1);
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await page.clock.runFor(100_000);
    expect(fetched.length).toBe(before + 1);
  });

  test("an unknown franchise or team says so, in the tab title too", async () => {
    const page = await browser.newPage();
    await page.goto("/franchises/no-such-franchise");
    await page.getByRole("heading", { level: 1, name: "Franchise not found" }).waitFor();
    await expect.poll(() => page.title()).toBe("Franchise not found · Fragboard");
    await page.goto(`${franchisePath(franchise)}/no-such-team`);
    await page.getByRole("heading", { level: 1, name: "Team not found" }).waitFor();
    await expect.poll(() => page.title()).toBe("Team not found · Fragboard");
  });

  test.each([
    ["the list", (page: Page) => openList(page)],
    [
      "a franchise page",
      async (page: Page) => {
        await page.goto(franchisePath(franchise));
        await page.getByRole("heading", { level: 1, name: franchise.name }).waitFor();
      },
    ],
    ["a team page", (page: Page) => openTeam(page)],
  ])("%s fits a 375 px phone and has no serious axe violations", async (_, open) => {
    const phone = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await open(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const desktop = await browser.newPage();
    await open(desktop);
    await expectNoSeriousViolations(desktop);
  });
});
