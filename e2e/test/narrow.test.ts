import type { PagePath } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { useBrowser } from "./browser.js";
import { everyRoute, type Route, type Routes } from "./routes.js";
import { holdSession } from "./sessions.js";

/**
 * The league pages at 320 px (a small phone, or a 1,280 px window zoomed to 400%: WCAG 1.4.10
 * reflow), signed in as a GM with the admin scope (the header's widest state: avatar, bell, menu):
 * the page never scrolls sideways (wide tables scroll in their own box) and no word of a heading
 * that fits on a line breaks across lines (docs/web.md#phones). The 390 px walk of every route, with its stricter
 * settling, is phone.test.ts; this one stays cheap: one page going from route to route.
 */

const browser = useBrowser();
const NARROW = { width: 320, height: 640 } as const;
const LEAGUE_PAGES: readonly PagePath[] = [
  "/",
  "/players",
  "/players/:id",
  "/graphics/players/:id",
  "/franchises",
  "/franchises/:franchise",
  "/franchises/:franchise/:team",
  "/standings",
  "/leaderboards",
  "/matches",
  "/matches/:id",
  "/articles",
  "/articles/:id",
  "/pickems",
  "/servers",
  "/team-builder",
  "/profile",
  "/signin",
];

let known: Routes;
let routes: Route[];

beforeAll(async () => {
  known = await everyRoute();
  routes = known.routes.filter((route) => LEAGUE_PAGES.includes(route.page));
}, 120_000);

/** How wide the page is, and the words of its headings drawn on more than one line. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll("main h1, main h2, main h3")) {
      const text = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = text.nextNode(); node; node = text.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          // A word wider than its heading's line (a writer's link or code) has to break.
          const width = rects.reduce((sum, r) => sum + r.width, 0);
          if (lines.size > 1 && width <= heading.clientWidth) broken.push(word[0]);
        }
      }
    }
    return { scrollWidth: (document.scrollingElement as Element).scrollWidth, broken };
  });

describe("the league pages at 320 px", () => {
  test("no page scrolls sideways and no heading breaks a word", async () => {
    expect(new Set(routes.map((route) => route.page))).toEqual(new Set(LEAGUE_PAGES));
    const page = await browser.newPage({ viewport: NARROW });
    await holdSession(page, known.gm.discordId, { admin: true });
    const found: string[] = [];
    for (const { path } of routes) {
      await page.goto(path);
      await page.locator("main h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      const { scrollWidth, broken } = await measure(page);
      if (scrollWidth > NARROW.width) found.push(`${path}: ${scrollWidth} px wide`);
      if (broken.length > 0) found.push(`${path}: ${broken.join(", ")} broken`);
    }
    expect(found).toEqual([]);
  }, 300_000);
});
