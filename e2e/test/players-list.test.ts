import { ROLE_LABELS, type Role } from "@fragboard/core";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { download, downloadedBytes, useBrowser } from "./browser.js";
import { busiestPlayer, type League, type ListedPlayer, loadLeague } from "./league.js";

const browser = useBrowser();
let league: League;
beforeAll(async () => {
  league = await loadLeague();
});

const counter = (page: Page, shown: number) =>
  page.getByText(`Showing ${shown} of ${league.listed.length} Players`, { exact: true });

async function openList(page: Page) {
  await page.goto("/players");
  await counter(page, league.listed.length).waitFor();
}

async function tick(page: Page, filter: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`^${filter}:`) }).click();
  await page.getByRole("menuitemcheckbox", { name: option }).click();
  await page.keyboard.press("Escape");
}

/** The cells of the list view's rendered rows (the table is virtualised: the rows near the viewport). */
const renderedRows = (page: Page) =>
  page
    .locator("table tbody tr")
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector("a"))
        .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? "")),
    );

/** The role with most players in the tier, so that filtering by it keeps some and drops others. */
function commonRole(players: readonly ListedPlayer[]): Role {
  const counts = new Map<Role, number>();
  for (const p of players) if (p.role !== "") counts.set(p.role, (counts.get(p.role) ?? 0) + 1);
  const [role] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!role) throw new Error("no player of the tier has a role");
  return role;
}

describe("players list", () => {
  test("/ and /players show every player with stats this season", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Players" }).waitFor();
    await counter(page, league.listed.length).waitFor();
    await openList(page);
  });

  test("tier and role filters narrow the list, and the CSV export holds exactly the shown players", async () => {
    const page = await browser.newPage();
    await openList(page);
    const tier = "Premier";
    const inTier = league.listed.filter((p) => p.tier.name === tier);
    const role = commonRole(inTier);
    const shown = inTier.filter((p) => p.role === role);
    expect(shown.length).toBeLessThan(inTier.length);

    await tick(page, "Tier", tier);
    await counter(page, inTier.length).waitFor();
    await tick(page, "Role", ROLE_LABELS[role]);
    await counter(page, shown.length).waitFor();
    await page.getByRole("button", { name: "Tier: 1 selected" }).waitFor();

    await page.getByRole("button", { name: "List", exact: true }).click();
    const rows = await renderedRows(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const cells of rows) expect([cells[2], cells[3]]).toEqual([tier, ROLE_LABELS[role]]);

    const file = await download(page, () => page.getByRole("button", { name: "Export CSV" }).click());
    expect(file.suggestedFilename()).toBe(
      `players-season-${league.season}-${league.matchType.toLowerCase()}.csv`,
    );
    const csv = Papa.parse<Record<string, string>>((await downloadedBytes(file)).toString("utf8"), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.errors).toEqual([]);
    expect(csv.meta.fields?.slice(0, 7)).toEqual([
      "Name",
      "CSC ID",
      "Tier",
      "Type",
      "Franchise",
      "Team",
      "Role",
    ]);
    expect(csv.meta.fields).toEqual(expect.arrayContaining(["rating", "adr", "kast (%)", "gameCount"]));
    expect(csv.data.map((row) => row.Name).sort()).toEqual(shown.map((p) => p.name).sort());
    for (const row of csv.data) expect([row.Tier, row.Role]).toEqual([tier, role]);
  });

  test("name chips filter case-insensitively, add up, and come off again", async () => {
    const page = await browser.newPage();
    await openList(page);
    const matching = (fragment: string) =>
      league.listed.filter((p) => p.name.toLowerCase().includes(fragment.toLowerCase()));
    const first = busiestPlayer(league).name.slice(0, 3).toUpperCase();
    const second = league.listed.find((p) => !matching(first).includes(p))?.name.slice(0, 3);
    if (!second) throw new Error("every player matches the first chip");
    const either =
      matching(first).length + matching(second).filter((p) => !matching(first).includes(p)).length;

    const input = page.getByRole("searchbox", { name: "Player name" });
    const filter = page.getByRole("button", { name: "Filter", exact: true });
    const chips = page.getByRole("button", { name: /^Remove / });
    await input.fill("   ");
    await filter.click();
    await input.fill(first);
    await filter.click();
    await counter(page, matching(first).length).waitFor();
    // The blank entry made no chip.
    expect(await chips.count()).toBe(1);
    await input.fill(second);
    await input.press("Enter");
    await counter(page, either).waitFor();

    await page.getByRole("button", { name: `Remove ${first}` }).click();
    await counter(page, matching(second).length).waitFor();
    await page.getByRole("button", { name: `Remove ${second}` }).click();
    await counter(page, league.listed.length).waitFor();
  });

  test("card and list views switch, and the choice survives a reload", async () => {
    const page = await browser.newPage();
    await openList(page);
    const cards = page.locator('ul[aria-label^="Players row"] > li');
    const cardsButton = page.getByRole("button", { name: "Cards", exact: true });
    const listButton = page.getByRole("button", { name: "List", exact: true });
    await cards.first().waitFor();
    await expect.poll(() => cardsButton.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("table").count()).toBe(0);

    await listButton.click();
    await page.getByRole("columnheader", { name: "Player" }).waitFor();
    expect(await cards.count()).toBe(0);
    await expect.poll(() => listButton.getAttribute("aria-pressed")).toBe("true");

    await page.reload();
    await page.getByRole("columnheader", { name: "Player" }).waitFor();
    await cardsButton.click();
    await cards.first().waitFor();
    expect(await page.locator("table").count()).toBe(0);
  });

  test("a player opens from the list", async () => {
    const page = await browser.newPage();
    await openList(page);
    const link = page.locator('ul[aria-label="Players row 1"] a').first();
    const href = await link.getAttribute("href");
    if (!href?.startsWith("/players/")) throw new Error(`unexpected player link ${href}`);
    const name = decodeURIComponent(href.slice("/players/".length));
    expect(league.listed.map((p) => p.name)).toContain(name);

    await link.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    await page.getByRole("tab", { name: "Stats", exact: true }).waitFor();
  });
});
