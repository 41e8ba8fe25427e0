import { DRAFT_PLAYER_TYPE, type LeaguePlayer } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";
import { loadLeague } from "./league.js";

/**
 * Issue 10 item 3: a member signs in locally, fills his draft target board from the
 * draft-eligible players, reorders it with the keyboard, removes a target, and finds it as he left
 * it after a reload. Subjects come from the API (the sim's names may change).
 */

const browser = useBrowser();
let eligible: LeaguePlayer[];

beforeAll(async () => {
  const { season } = await loadLeague();
  const players = (
    (await (await fetch(`${baseUrl}/api/csc/cached-players?season=${season}`)).json()) as {
      data: LeaguePlayer[];
    }
  ).data;
  eligible = players.filter((p) => p.type === DRAFT_PLAYER_TYPE).slice(0, 3);
  if (eligible.length < 3) throw new Error("the simulated league has fewer than 3 draft-eligible players");
});

/** The board's rows as the screen reader hears them: "1. Name", ... */
const boardOrder = async (page: Page) =>
  (await page.getByRole("list", { name: "Draft targets" }).getByRole("listitem").all()).length === 0
    ? []
    : await page
        .getByRole("list", { name: "Draft targets" })
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));

async function addTarget(page: Page, player: LeaguePlayer) {
  await page.getByRole("searchbox", { name: "Search draft-eligible players" }).fill(player.name);
  await page.getByRole("button", { name: `Add ${player.name}`, exact: true }).click();
  await page.getByRole("button", { name: `${player.name} added`, exact: true }).waitFor();
}

describe("draft board", () => {
  test("a visitor is asked to log in and still sees the Premier MMR table", async () => {
    const page = await browser.newPage();
    await page.goto("/draft");
    await page.getByRole("heading", { level: 1, name: "Draft" }).waitFor();
    await page.getByText("Sign in to keep a draft target board.").waitFor();
    expect(await page.getByRole("link", { name: "Login" }).last().getAttribute("href")).toContain(
      "returnTo=%2Fdraft",
    );
    await page.getByRole("heading", { name: "Premier MMR" }).waitFor();
    await expectNoSeriousViolations(page);
  });

  test("sign in locally, add, reorder by keyboard, remove, and a reload keeps it", async () => {
    const [a, b, c] = eligible as [LeaguePlayer, LeaguePlayer, LeaguePlayer];
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto("/draft");
    await page.getByText("Sign in to keep a draft target board.").waitFor();
    await page.getByRole("link", { name: "Login" }).last().click();
    await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    await page
      .getByRole("button", { name: /^Sign in as / })
      .first()
      .click();
    await page.waitForURL(/\/draft$/);
    await page.getByRole("heading", { name: "My targets" }).waitFor();
    await page.getByText("No targets yet: add draft-eligible players from the list.").waitFor();

    for (const player of [a, b, c]) await addTarget(page, player);
    await page.getByText("Saved", { exact: true }).waitFor();
    expect(await boardOrder(page)).toEqual([`1. ${a.name}`, `2. ${b.name}`, `3. ${c.name}`]);

    // The up button moves C above B; focus stays on it, so Enter again takes C to the top.
    await page.getByRole("button", { name: `Move ${c.name} up` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => boardOrder(page)).toEqual([`1. ${a.name}`, `2. ${c.name}`, `3. ${b.name}`]);
    await page.getByText(`${c.name} moved to position 2 of 3`).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => boardOrder(page)).toEqual([`1. ${c.name}`, `2. ${a.name}`, `3. ${b.name}`]);
    // Alt+↓ anywhere in a row moves it down.
    await page.getByRole("button", { name: `Move ${a.name} down` }).focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => boardOrder(page)).toEqual([`1. ${c.name}`, `2. ${b.name}`, `3. ${a.name}`]);

    // ✕ asks first; while the dialog is open the board is hidden from assistive technology.
    await page.getByRole("button", { name: `Remove ${b.name}` }).click();
    await page
      .getByRole("alertdialog", { name: `Remove ${b.name}?` })
      .getByRole("button", { name: "Remove", exact: true })
      .click();
    await expect.poll(() => boardOrder(page)).toEqual([`1. ${c.name}`, `2. ${a.name}`]);
    await page.getByText("Saved", { exact: true }).waitFor();
    await expectNoSeriousViolations(page);

    await page.reload();
    await page.getByRole("heading", { name: "My targets" }).waitFor();
    await expect.poll(() => boardOrder(page)).toEqual([`1. ${c.name}`, `2. ${a.name}`]);
    // No duplicates: a player on the board cannot be added again.
    await page.getByRole("searchbox", { name: "Search draft-eligible players" }).fill(c.name);
    expect(await page.getByRole("button", { name: `${c.name} added`, exact: true }).isDisabled()).toBe(true);

    await page.setViewportSize(PHONE);
    await page.getByRole("list", { name: "Draft targets" }).waitFor();
    await expectNoSeriousViolations(page);
    // axe runs three times on a shared 2-core machine: allow it the time.
  }, 240_000);
});
