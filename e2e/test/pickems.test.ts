import {
  type CoreMatch,
  isPickLocked,
  isRegularSeasonDay,
  type LeaguePlayer,
  MATCHES,
  type PickemsClock,
  type PickemsResponse,
  type PickemsSearch,
  seasonMetadataResponseSchema,
} from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";

/**
 * Pickems journey (issue #10): a visitor is asked to log in, signs in locally, picks the winner of
 * an upcoming match of his tier, sees it saved after a reload, and finds it in the explorer. The
 * member and the match are chosen from the API: a rated player without a sheet whose tier has a
 * match still open on the league's clock.
 */

const browser = useBrowser();
const SHOTS = process.env.PICKEMS_SCREENSHOTS;

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
};

let season: number;
let member: LeaguePlayer;
let match: CoreMatch;

/**
 * An open match and a member of its tier without a sheet, asked of the API each time: a retried
 * journey gets a member its first try did not already save picks for.
 */
async function chooseMemberAndMatch() {
  const { now } = await getJson<PickemsClock>("/api/fragboard/pickems/clock");
  const response = await fetch(`${baseUrl}/api/graphql/core`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: "matches", query: MATCHES, variables: { season } }),
  });
  const matches = ((await response.json()) as { data: { matches: CoreMatch[] } }).data.matches;
  // An hour of margin: the match must not lock while the journey runs.
  const open = matches
    .filter(
      (m) =>
        isRegularSeasonDay(m.matchDay.number) && !isPickLocked(m.scheduledDate, Date.parse(now) + 3_600_000),
    )
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  const pickers = new Set(
    (await getJson<PickemsSearch>(`/api/fragboard/pickemsSearch?season=${season}`)).map((p) => p.discordId),
  );
  const players = (await getJson<{ data: LeaguePlayer[] }>(`/api/csc/cached-players?season=${season}`)).data;
  for (const candidate of open) {
    const found = players.find(
      (p) =>
        p.discordId &&
        !pickers.has(p.discordId) &&
        p.tier.name === candidate.home.tier.name &&
        p.type !== "SPECTATOR",
    );
    if (found) {
      member = found;
      match = candidate;
      return;
    }
  }
  throw new Error("the simulated league has no open regular-season match with a rated player to pick it");
}

beforeAll(async () => {
  season = seasonMetadataResponseSchema.parse(await getJson("/api/csc/cached-season-metadata")).number;
  await chooseMemberAndMatch();
});

const card = (page: Page) => page.getByRole("listitem", { name: `${match.home.name} vs ${match.away.name}` });
const homeButton = (page: Page) => card(page).getByRole("button", { name: match.home.name });

async function showMatchWeek(page: Page) {
  const future = page.getByRole("button", { name: "Future weeks" });
  if ((await future.getAttribute("aria-pressed")) === "false") await future.click();
  await card(page).waitFor();
}

describe("pickems", () => {
  // Four pages and three axe runs: longer than the default on a loaded machine.
  test("log in locally, pick, save, reload, and find the pick in the explorer", {
    timeout: 180_000,
  }, async () => {
    await chooseMemberAndMatch();
    const page = await browser.newPage();
    await page.goto("/pickems");
    await page.getByRole("heading", { name: "Pickems", exact: true }).waitFor();
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pickems-visitor.png`, fullPage: true });

    await page.getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Find a member by name").fill(member.name);
    await page
      .getByRole("button", {
        name: new RegExp(`^Sign in as ${member.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/pickems");
    await page.getByText("Your tier").waitFor();
    await showMatchWeek(page);
    expect(new URL(page.url()).searchParams.get("weeks")).toBe("past,current,future");

    await homeButton(page).click();
    await expect.poll(() => homeButton(page).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Save picks (1)" }).click();
    await page.getByRole("status").filter({ hasText: "Picks saved" }).waitFor();
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pickems-member.png`, fullPage: true });

    await page.reload();
    await card(page).waitFor();
    await expect.poll(() => homeButton(page).getAttribute("aria-pressed")).toBe("true");
    const saved = await getJson<PickemsResponse>(
      `/api/fragboard/pickems?discordId=${member.discordId}&season=${season}`,
    );
    expect(saved.tier).toBe(match.home.tier.name);
    expect(saved.pickems[match.id]?.teamId).toBe(match.home.id);

    await page.getByRole("link", { name: "Pickems explorer" }).click();
    await page.getByRole("heading", { name: "Pickems Explorer" }).waitFor();
    await page.getByLabel("Find a player").fill(member.name);
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: member.name, exact: true }).click();
    await page.getByRole("heading", { name: `${member.name}'s picks` }).waitFor();
    await showMatchWeek(page);
    await expect.poll(() => homeButton(page).getAttribute("aria-pressed")).toBe("true");
    expect(await homeButton(page).getAttribute("aria-disabled")).toBe("true");
    await expectNoSeriousViolations(page);
  });

  test("a phone shows the day cards in one column and the leaderboard below", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`/pickems?weeks=past,current,future&tier=${match.home.tier.name}`);
    await card(page).waitFor();
    await page.getByRole("heading", { name: /leaderboard$/ }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pickems-phone.png`, fullPage: true });
  });
});
