import { TIER_NAMES, type TierName } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { useBrowser } from "./browser.js";
import { type League, type ListedPlayer, loadLeague } from "./league.js";

const browser = useBrowser();
let league: League;
beforeAll(async () => {
  league = await loadLeague();
});

/** Rated players with stats in their own tier, by tier. */
const ownTier = (tier: TierName) =>
  league.listed.filter((p) => p.tier.name === tier && p.lines[0]?.tier === tier);

function threeOfOneTier(): { tier: TierName; players: ListedPlayer[] } {
  const tier = TIER_NAMES.find((t) => ownTier(t).length >= 3);
  if (!tier) throw new Error("no tier has three players with stats");
  return { tier, players: ownTier(tier).slice(0, 3) };
}

const playersParam = (page: Page) => new URL(page.url()).searchParams.get("players");
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);

async function add(page: Page, label: string, name = label) {
  await page.getByRole("searchbox", { name: "Search players" }).fill(name);
  await page.getByRole("button", { name: `Add ${label}`, exact: true }).click();
}

describe("player compare", () => {
  test("compare three players: the URL follows the picks and a reload restores them", async () => {
    const { tier, players } = threeOfOneTier();
    const names = players.map((p) => p.name);
    const page = await browser.newPage();
    await page.goto("/player-compare");
    await page.getByRole("heading", { level: 1, name: "Player Comparison" }).waitFor();
    for (const [index, name] of names.entries()) {
      await add(page, name);
      await page.waitForURL(() => playersParam(page) === names.slice(0, index + 1).join(","));
    }
    const table = page.getByRole("table", { name: `Stats and percentiles in the ${tier} tier` });
    for (const name of [...names, `${tier} Average`])
      await table.getByRole("columnheader", { name, exact: false }).first().waitFor();
    await page.getByRole("heading", { name: "Combined Stat Rankings" }).waitFor();
    expect(await page.getByRole("meter").count()).toBe(7);
    expect(await page.getByRole("figure").count()).toBe(2);

    await page.reload();
    for (const name of names) await page.getByRole("button", { name: `Remove ${name}` }).waitFor();
    await table.waitFor();
    // Removing one updates the address.
    await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
    await page.waitForURL(() => playersParam(page) === [names[0], names[2]].join(","));
    // Focus moves to the next chip rather than dropping to the page.
    expect(await focusedLabel(page)).toBe(`Remove ${names[2]}`);
    await expectNoSeriousViolations(page);
  });

  test("Same Tier Only hides players of other tiers", async () => {
    const { tier, players } = threeOfOneTier();
    const other = league.listed.find(
      (p) => p.tier.name !== tier && p.tier.name !== "Unrated" && p.lines[0]?.tier === p.tier.name,
    );
    if (!other || !players[0]) throw new Error("the league has one tier only");
    const page = await browser.newPage();
    await page.goto(`/player-compare?players=${encodeURIComponent(players[0].name)}`);
    await page.getByRole("button", { name: `Remove ${players[0].name}` }).waitFor();
    await page.getByRole("searchbox", { name: "Search players" }).fill(other.name);
    const option = page.getByRole("button", { name: `Add ${other.name}`, exact: true });
    await option.waitFor();
    await page.getByRole("checkbox", { name: "Same Tier Only" }).check();
    await option.waitFor({ state: "detached" });
    await page.getByRole("checkbox", { name: "Same Tier Only" }).uncheck();
    await option.waitFor();
  });

  test("a line from another tier is an extra option marked with a star", async () => {
    const sub = league.listed.find(
      (p) => p.tier.name !== "Unrated" && p.lines.some((l) => l.tier !== p.tier.name),
    );
    if (!sub) return; // the data has no sub who played in another tier
    const line = sub.lines.find((l) => l.tier !== sub.tier.name);
    if (!line) return;
    const page = await browser.newPage();
    await page.goto("/player-compare");
    await add(page, `${sub.name} ★ ${line.tier}`, sub.name);
    await page.waitForURL(() => playersParam(page) === `${sub.name}:${line.tier}`);
    await page.getByRole("heading", { name: "Combined Stat Rankings" }).waitFor();
  });
});
