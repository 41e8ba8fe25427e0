import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { useBrowser } from "./browser.js";
import { loadLeague } from "./league.js";
import { holdSession } from "./sessions.js";

/**
 * The site header at two phones' (320 px: a small phone, or 400% zoom), a tablet's and three
 * desktop widths, signed out and signed in (as the player with the longest name, with the admin
 * scope): the page never scrolls sideways, no item of the header overlaps another or is smaller
 * than a 24 px target (WCAG 2.5.8), and every link of the menu (spec 000 §2 "Navigation") is
 * reachable, inline or in the menu the layout folds it into (docs/web.md#header).
 */

const browser = useBrowser();
const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;
const LINKS = [
  "Franchises",
  "Standings",
  "Matches",
  "Pickems",
  "Players",
  "Leaderboards",
  "Charts",
  "Player Comparison",
  "Team Builder",
  "Stats Exporter",
  "About",
];

let signedIn: string;

beforeAll(async () => {
  const named = (await loadLeague()).listed.filter((player) => player.discordId);
  const longest = named.sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name))[0];
  if (!longest?.discordId) throw new Error("the journey league has no player with a Discord id");
  signedIn = longest.discordId;
}, 60_000);

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** The header's visible items (links, buttons, fields) with their boxes, and the page's widths. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>("header a, header button, header input")];
    const boxes = items.flatMap((item) => {
      const rect = item.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(item).visibility === "hidden") return [];
      const name = item.getAttribute("aria-label") || item.textContent?.trim() || item.tagName;
      return [{ name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }];
    });
    return {
      boxes,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    };
  });

/** Pairs of boxes sharing more than half a pixel each way (items inside one another count too). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) found.push(`${a.name} × ${b.name}`);
    }
  });
  return found;
}

/** The links a visitor can reach: those shown in the header, then those in its menu once opened. */
async function reachableLinks(page: Page): Promise<string[]> {
  const header = page.getByRole("banner");
  const shown = await header.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents();
  const menu = header.getByRole("button", { name: /^(More|Open menu)/ });
  if ((await menu.count()) === 0) return shown;
  await menu.click();
  // The sheet is a dialog with its own "Main" navigation; "More" is a menu of links.
  const opened = page.getByRole("dialog").or(page.getByRole("menu"));
  await opened.waitFor();
  const folded = await opened.getByRole("link").or(opened.getByRole("menuitem")).allTextContents();
  await page.keyboard.press("Escape");
  await opened.waitFor({ state: "detached" });
  return [...shown, ...folded].map((label) => label.trim());
}

describe.each([
  ["signed out", false],
  ["signed in", true],
])("the header, %s", (_, withSession) => {
  // One page for the six widths: each is loaded afresh at its width, so the layout is the one a
  // window of that width gets, without a new context (and its cold cache) per width.
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({}, { keep: true });
    if (withSession) await holdSession(page, signedIn, { admin: true });
  });

  test.each(WIDTHS)("fits a %i px window with every link reachable", async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The session took (its answer may come after the page's): the user's menu replaces Login.
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await expect.poll(() => login.count()).toBe(withSession ? 0 : 1);
    await page.waitForLoadState("networkidle");

    const { boxes, scrollWidth, innerWidth } = await measure(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(boxes.filter((box) => box.left < 0 || box.right > innerWidth).map((box) => box.name)).toEqual([]);
    expect(overlaps(boxes)).toEqual([]);
    const small = boxes.filter((box) => box.right - box.left < 24 || box.bottom - box.top < 24);
    expect(small.map((box) => box.name)).toEqual([]);
    expect(new Set(await reachableLinks(page))).toEqual(new Set(LINKS));
  });
});
