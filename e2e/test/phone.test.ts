import type { Server } from "@fragboard/core";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useBrowser } from "./browser.js";
import { loadLeague, playerPath } from "./league.js";
import { everyRoute, type Route, type Routes } from "./routes.js";
import { apiAs, holdSession } from "./sessions.js";

/**
 * Issue #26 item 6: every route on a 390 px phone, signed out and signed in (a GM with the admin
 * scope, who may open every page), while that GM runs a game server with the longest password the
 * form takes (so the connect line is as long as it gets), and on the pages of the player with the
 * longest name: no page scrolls sideways (docs/web.md#phones). Wide content (tables, charts)
 * scrolls inside its own box; the page itself never does.
 */

const browser = useBrowser();
const PHONE_390 = { width: 390, height: 844 } as const;
/**
 * A page has settled once nothing shows as loading, none of its requests is open and it has not
 * changed for this long: what is still to come (a server row's details, 1.5 s after the row shows,
 * spec 000 §4; the match list drawn a slice at a time) shows as loading until it comes.
 */
const QUIET_MS = 300;
/** A bound, not a wait: a page settles in a second or two, on a loaded machine in a few more. */
const SETTLE_TIMEOUT_MS = 60_000;
/**
 * What shows while something loads: a spinner, a pulsing placeholder (server details, charts, the
 * navigation's progress bar) or a busy region (a player's tabs, the match list, a match's panels).
 */
const LOADING = '.animate-spin, .animate-pulse, [aria-busy="true"]';
/** What is drawn only once it comes near the screen: a chart (its figure), a match page's panel. */
const NEAR_SCREEN = 'figure[aria-busy="true"], section[aria-busy="true"]';

let known: Routes;
let routes: Route[];
let server: Server | undefined;

beforeAll(async () => {
  known = await everyRoute();
  const league = await loadLeague();
  const longest = [...league.listed].sort(
    (a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name),
  )[0];
  if (!longest) throw new Error("the journey league has no players");
  routes = [
    ...known.routes,
    { page: "/players/:id", path: playerPath(longest.name) },
    { page: "/graphics/players/:id", path: `/graphics${playerPath(longest.name)}` },
  ];
  server = await apiAs<Server>(known.gm.discordId, "POST", "/api/servers/request", {
    serverType: "retakes",
    playerSlots: 9,
    password: "p".repeat(32),
  });
}, 120_000);

afterAll(async () => {
  if (server) await apiAs(known.gm.discordId, "POST", "/api/servers/stop", { id: server.screenid });
});

type Overflow = { path: string; scrollWidth: number; wide: string[] };

/** The page's requests still open, and since when none has been. */
function trackRequests(page: Page) {
  const open = new Set<Request>();
  let changedAt = Date.now();
  const change = (opened: boolean) => (request: Request) => {
    // Every picture of the app has its box sized by CSS: loaded or not, it is as wide.
    if (request.resourceType() === "image") return;
    if (opened) open.add(request);
    else open.delete(request);
    changedAt = Date.now();
  };
  page.on("request", change(true));
  page.on("requestfinished", change(false));
  page.on("requestfailed", change(false));
  return {
    quietFor: () => (open.size > 0 ? 0 : Date.now() - changedAt),
    open: () => [...open].map((request) => request.url()),
  };
}
type Requests = ReturnType<typeof trackRequests>;

/** In the page, before its own code: when the document last changed (nodes, attributes, text). */
function recordChanges() {
  const at = window as unknown as { changedAt: number };
  at.changedAt = performance.now();
  new MutationObserver(() => {
    at.changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * What the page shows: whether its heading is there, what is still loading, and how long ago it
 * last changed. A chart or a match's panel is drawn once it comes near the screen: off the screen
 * (below it, or to the side in a box that scrolls) it is not waited for, as a visitor would not
 * see it load before scrolling there.
 */
const shown = (page: Page) =>
  page.evaluate(
    ({ loading, nearScreen }) => {
      const offScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.top >= window.innerHeight || box.bottom <= 0 || box.left >= window.innerWidth || box.right <= 0
        );
      };
      const waiting = [...document.querySelectorAll(loading)].filter((element) => {
        const drawnWhenNear = element.closest(nearScreen);
        return element.checkVisibility() && !(drawnWhenNear && offScreen(drawnWhenNear));
      });
      return {
        heading: document.querySelector("main h1") !== null,
        loading: waiting.map((element) => element.outerHTML.slice(0, 80)),
        changedFor: performance.now() - (window as unknown as { changedAt: number }).changedAt,
      };
    },
    { loading: LOADING, nearScreen: NEAR_SCREEN },
  );

const navigatedAway = (error: unknown) => String(error).includes("Execution context was destroyed");

/**
 * Waits until the page has settled: its heading is there, nothing shows as loading, none of its
 * requests has been open and the document has not changed for QUIET_MS. Late content (a row's
 * details, a slice of rows) can widen a page, so this comes before measuring it.
 */
async function settle(page: Page, requests: Requests, path: string) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    // A page that moves on (a redirect to sign-in, a canonical address): read the one it lands on.
    const now = await shown(page).catch((error: unknown) => {
      if (navigatedAway(error)) return null;
      throw error;
    });
    if (
      now?.heading &&
      now.loading.length === 0 &&
      now.changedFor >= QUIET_MS &&
      requests.quietFor() >= QUIET_MS
    )
      return;
    if (Date.now() > deadline)
      throw new Error(
        `${path} did not settle: ${JSON.stringify(now)}, requests open: ${requests.open().join(", ") || "none"}`,
      );
    await page.waitForTimeout(100);
  }
}

/** How far the page scrolls sideways, and the outermost elements that stick out past the screen. */
async function overflowOf(page: Page, requests: Requests, path: string): Promise<Overflow | null> {
  await page.goto(path, { waitUntil: "commit" });
  const measure = () =>
    page.evaluate(() => {
      const scroller = document.scrollingElement as Element;
      const wide: string[] = [];
      // Inside a box that fits the screen and scrolls or clips sideways: the page does not move.
      const inScroller = (element: Element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (parent === document.body) return false;
          const { overflowX } = getComputedStyle(parent);
          if (overflowX === "auto" || overflowX === "scroll" || overflowX === "hidden")
            return parent.getBoundingClientRect().right <= window.innerWidth + 0.5;
        }
        return false;
      };
      for (const element of document.body.querySelectorAll("*")) {
        const box = element.getBoundingClientRect();
        if (box.right <= window.innerWidth + 0.5 || box.width === 0 || inScroller(element)) continue;
        // Only the outermost: its children stick out with it.
        const parent = element.parentElement;
        if (parent && parent.getBoundingClientRect().right > window.innerWidth + 0.5 && !inScroller(parent))
          continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).slice(0, 60)}`;
        wide.push(
          `${name} → ${Math.round(box.right)} px: ${(element.textContent ?? "").trim().slice(0, 50)}`,
        );
      }
      return { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth, wide: wide.slice(0, 5) };
    });
  for (let attempt = 1; ; attempt++) {
    await settle(page, requests, path);
    try {
      const measured = await measure();
      return measured.scrollWidth <= measured.innerWidth ? null : { path, ...measured };
    } catch (error) {
      // It moved on between settling and measuring: settle on the page it lands on.
      if (attempt === 3 || !navigatedAway(error)) throw error;
    }
  }
}

/**
 * Every route in turn on one page: its cache and storage carry over from route to route, as a
 * visitor's would; the session is the pass's own.
 */
async function walk(signedIn: boolean): Promise<Overflow[]> {
  const page = await browser.newPage({ viewport: PHONE_390 });
  if (signedIn) await holdSession(page, known.gm.discordId, { admin: true });
  await page.addInitScript(recordChanges);
  const requests = trackRequests(page);
  const found: Overflow[] = [];
  for (const route of routes) {
    const overflow = await overflowOf(page, requests, route.path);
    if (overflow) found.push(overflow);
  }
  return found;
}

describe("every route on a 390 px phone", () => {
  test("signed out: no page scrolls sideways", async () => {
    expect(await walk(false)).toEqual([]);
  }, 600_000);

  test("signed in, running a server: no page scrolls sideways", async () => {
    expect(server?.owner).toBe(known.gm.discordId);
    expect(await walk(true)).toEqual([]);
  }, 600_000);
});
