import { PAGES, type PagePath, PLAYER_LIST_PAGES } from "@fragboard/core";
import {
  type Browser,
  chromium,
  type Frame,
  type Locator,
  type Page,
  type Request,
  type Route,
} from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, inject, test } from "vitest";
import { baseUrl, DESKTOP } from "./browser.js";
import { everyRoute, type Routes } from "./routes.js";
import { holdSession } from "./sessions.js";

/**
 * Issue #26 item 1, on every route (one address each, routes.ts), in three pages side by side:
 * every API request the page makes answers 500, then all of them fail as if offline, then the
 * first one never answers. Each time the page says what failed in an alert with Retry, the
 * navigation stays usable, and Retry (the network back) brings the page back without the alert
 * (docs/web.md#failures). On the player list pages the data their HTML preloads (`<link
 * rel="preload">`: the season list, the season's players and stats) is sent without its preloads in
 * the first load, so the page's own requests fail, and fails with the rest in the other two.
 * Signed in as a GM with the admin scope, so the pages behind sign-in load their data too. Each of
 * the three pages goes from route to route: loaded afresh where the first load is the case
 * (FIRST_LOADS), else opened within the app once its cache has dropped the last route's data.
 * docs/testing.md#the-failures-journey says why it is built this way.
 */

let browser: Browser;
let known: Routes;
/** A page per case kind, each going through the routes in turn. */
let tabs: { answering500: Tab; offline: Tab; neverAnswering: Tab };
beforeAll(async () => {
  // The run's browser (global-setup.ts), as the other journeys use it: its own launch cost seconds.
  [browser, known] = await Promise.all([chromium.connect(inject("browserEndpoint")), everyRoute()]);
  const [answering500, offline, neverAnswering] = await Promise.all([openTab(), openTab(), openTab()]);
  tabs = { answering500, offline, neverAnswering };
});
afterAll(() => browser?.close());

/** Requests the page's code makes itself; the version poll and error reports are the shell's own. */
const SHELL_ONLY = new Set(["/api/version", "/api/client-errors", "/api/error-reporting"]);
/** What the shell reads on every page: answers 500 on the first route only, the same code everywhere. */
const EVERY_PAGE = new Set(["/api/me", "/api/notifications", "/api/config"]);
const FAILED = /Could not load /;
/** Bounds, not waits: a case takes a few seconds; these only end one that went wrong. */
const CASE_TIMEOUT_MS = 60_000;
const ALERT_TIMEOUT_MS = 45_000;
/** The page has settled once no API request has been open for this long and nothing spins. */
const QUIET_MS = 500;
/** Past the client's 5 s timeout (API_TIMEOUT_MS), in one jump of the page's clock. */
const PAST_TIMEOUT_MS = 6_000;

/**
 * Pages with no data of their own, loaded afresh: offline and held, the shell's requests fail
 * there. Every request answering 500 is not run on them: past the first route it breaks only the
 * page's own requests, so it broke none and was a full load that checked nothing.
 */
const NO_DATA = new Set<PagePath>([
  // Where sign-in comes back to: without a code it sends the visitor on, asking for nothing.
  "/cb",
  "/about",
  "/admin/import",
  "/franchiseManagement",
  "/articles/create",
  "/articles/submitted",
]);
/**
 * The routes loaded afresh in every case, as a visitor arriving there: the first (the shell's own
 * requests fail there too), the player list pages (their HTML preloads their data), the pages
 * whose data the app starts before their code has loaded (preload-first-page.ts), the sign-in
 * pages (they send the visitor on), the pages with no data of their own (NO_DATA: the shell's
 * requests are all there is to break), and one page behind sign-in (its session failing). Every other
 * route is opened within the app: its own data requests are the same, without the cost of
 * loading and compiling the app again; the shell's requests, already answered, are not broken
 * there (they fail on the routes above), and a route that asks for nothing there fails.
 */
const FIRST_LOADS = new Set<PagePath>([
  PAGES[0].path,
  ...PLAYER_LIST_PAGES,
  "/leaderboards",
  "/franchises/:franchise",
  "/franchises/:franchise/:team",
  "/signin",
  "/profile",
  ...NO_DATA,
]);
/** Where a page waits between routes: no data of its own (the not-found page). */
const BETWEEN_ROUTES = "/failures-journey-between-routes";
/**
 * Past react-query's gcTime (5 min), in one jump of the page's clock: the last route's queries,
 * unused on the page between routes, are dropped, so the next route asks for all of its data.
 */
const PAST_CACHE_MS = 6 * 60_000;

/**
 * The HTML's preloads of data the page then reads (index.html's season list; server/src/web/
 * page-data.ts's season lists on the player list pages): a fetch() finds its answer in them.
 */
const DATA_PRELOAD = /<link rel="preload"[^>]*\bas="fetch"[^>]*>/g;
/** What the HTML of a player list page preloads besides the season list. */
const PLAYER_LIST_DATA = ["/api/csc/cached-players", "/api/csc/cached-stats"];

/**
 * A request's identity: its path, and a GraphQL request's operation; null for what no case breaks.
 * On a player list page (`preloads`) a preload of data (Chromium's type "other") is the page's
 * request as much as the fetch() that reads its answer; a preloaded picture is not.
 */
function keyOf(request: Request, preloads: boolean): string | null {
  const url = new URL(request.url());
  if (!url.pathname.startsWith("/api/") || SHELL_ONLY.has(url.pathname)) return null;
  const preload =
    preloads && request.resourceType() === "other" && !/\.(svg|png|jpe?g|webp)$/.test(url.pathname);
  if (!preload && !["fetch", "xhr"].includes(request.resourceType())) return null;
  if (request.method() !== "GET" && !url.pathname.startsWith("/api/graphql/")) return null;
  const operation = url.pathname.startsWith("/api/graphql/")
    ? (request.postDataJSON() as { operationName?: string } | null)?.operationName
    : undefined;
  return operation ? `${url.pathname}#${operation}` : url.pathname;
}

/** What the page's current case breaks; nothing between cases. */
type Breaking = {
  preloads: boolean;
  breaks: (key: string) => boolean;
  answer: (route: Route, key: string) => Promise<void>;
};

/**
 * One page of a case kind, kept from route to route: signed in as the GM, its clock installed
 * (the cases jump it), its API requests answered by whatever `breaking` says.
 */
type Tab = {
  page: Page;
  breaking: Breaking | null;
  /** Whether the app is loaded, so a route can be opened within it. */
  loaded: boolean;
  /** Whether no more than `left` of the page's own API requests have been open for QUIET_MS. */
  settled: (left?: number) => boolean;
  /** For an error message: what the network is doing. */
  state: () => string;
  /** How many of the page's own requests (not the shell's) it has made. */
  requested: number;
  /** Stops waiting on a request the test itself never answered. */
  forget: (request: Request) => void;
};

async function openTab(): Promise<Tab> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  const page = await context.newPage();
  page.setDefaultTimeout(CASE_TIMEOUT_MS);
  await holdSession(page, known.gm.discordId, { admin: true });
  await page.clock.install();
  let lastChange = Date.now();
  // Only the requests a case may break: pictures under /api/images load for as long as a long
  // list draws, and the shell's own polls are not the page's.
  const open = new Set<Request>();
  const tab: Tab = {
    page,
    breaking: null,
    loaded: false,
    requested: 0,
    settled: (left = 0) => open.size <= left && Date.now() - lastChange >= QUIET_MS,
    state: () => `${open.size} API requests open, the last change ${Date.now() - lastChange} ms ago`,
    forget: (request) => open.delete(request),
  };
  page.on("request", (request) => {
    const key = keyOf(request, tab.breaking?.preloads ?? false);
    if (key === null) return;
    if (!EVERY_PAGE.has(key)) tab.requested++;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  await page.route("**/api/**", async (route) => {
    const breaking = tab.breaking;
    const key = breaking && keyOf(route.request(), breaking.preloads);
    if (breaking && key && breaking.breaks(key)) await breaking.answer(route, key);
    else await route.fallback();
  });
  return tab;
}

/** Waits until no more than `left` of the page's API requests are open (and quiet), bounded. */
async function settle(tab: Tab, left = 0) {
  const deadline = Date.now() + ALERT_TIMEOUT_MS;
  while (!tab.settled(left)) {
    if (Date.now() > deadline) throw new Error(`${tab.page.url()} did not settle: ${tab.state()}`);
    await tab.page.waitForTimeout(100);
  }
}

/**
 * Opens `path` with `breaking` in force: loaded afresh (`firstLoad`, or the tab's first route), or
 * within the app, as its links do, once its cache has dropped the last route's data (a page
 * with none of its own in between, the clock past gcTime, the shell's own requests settled).
 */
async function open(tab: Tab, path: string, firstLoad: boolean, breaking: Breaking) {
  const { page } = tab;
  if (firstLoad || !tab.loaded) {
    tab.breaking = breaking;
    await page.goto(path);
    tab.loaded = true;
    return;
  }
  await inApp(page, BETWEEN_ROUTES);
  await page.getByRole("heading", { name: "404" }).waitFor();
  await page.clock.fastForward(PAST_CACHE_MS);
  await settle(tab);
  tab.breaking = breaking;
  const before = tab.requested;
  await inApp(page, path);
  // The page's code may load first: its case starts with its first request, not before.
  const deadline = Date.now() + ALERT_TIMEOUT_MS;
  while (tab.requested === before) {
    if (Date.now() > deadline) throw new Error(`${path} asked for no data within the app`);
    await page.waitForTimeout(50);
  }
}

/** A navigation within the app (the router follows the history, as on Back). */
const inApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);

const failureAlerts = (page: Page) => page.getByRole("alert").filter({ hasText: FAILED });
const navigation = (page: Page) => page.locator('header nav[aria-label="Main"]');

/**
 * Presses an idle Retry. A pressed one reads "Retrying…" until its answer comes, and its alert then
 * goes: one that goes while being clicked is simply looked for again by the caller.
 */
const pressRetry = (alerts: Locator) =>
  alerts
    .getByRole("button", { name: "Retry", exact: true })
    .first()
    .click({ timeout: 2_000 })
    .catch(() => {});

/** The failure shows in words with Retry, the navigation stays; healed, Retry clears it. */
async function expectFailureAndRetry(page: Page, expect: ExpectStatic, heal: () => void, why: RegExp) {
  const alerts = failureAlerts(page);
  await alerts.first().waitFor({ timeout: ALERT_TIMEOUT_MS });
  expect(await alerts.first().textContent()).toMatch(why);
  await navigation(page).waitFor();
  heal();
  // Every failed part of the page offers its own Retry; each asks again.
  for (let tries = 0; (await alerts.count()) > 0; tries++) {
    if (tries === 10) throw new Error(`Retry did not bring the page back: ${await alerts.allTextContents()}`);
    await pressRetry(alerts);
    await page.waitForTimeout(250);
  }
}

const brokenOnPurpose = (key: string) => `Broken on purpose: ${key}`;
const answer500 = (route: Route, key: string) =>
  route.fulfill({
    status: 500,
    contentType: "application/json",
    body: JSON.stringify({ error: { code: "INTERNAL", message: brokenOnPurpose(key) } }),
  });

/**
 * The page's HTML as the server sends it, less its preloads of data: as when the server could not
 * read what to preload, the page's own requests must then fetch it (and fail). Returns the
 * addresses of the preloads taken out.
 */
async function withoutDataPreloads(page: Page, path: string) {
  const removed: string[] = [];
  const document = new URL(path, baseUrl);
  const isDocument = (url: URL) => url.origin === document.origin && url.pathname === document.pathname;
  const handler = async (route: Route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(DATA_PRELOAD, (link) => {
      removed.push(/href="([^"]*)"/.exec(link)?.[1] ?? link);
      return "";
    });
    await route.fulfill({ response, body: html });
  };
  await page.route(isDocument, handler);
  return { removed, restore: () => page.unroute(isDocument, handler) };
}

/** Where a case runs: its tab, the route's address, and how it is opened. */
type Visit = { tab: Tab; path: string; firstLoad: boolean; playerList: boolean };

/**
 * Every request of the page answers 500 until the page has said so: each one's failure must show
 * in an alert (by its message, which names it), the navigation staying; then it is healed and
 * Retry pressed. Requests the page makes only once others have answered (a team's stats after its
 * franchise) fail in the next round, so every request the page makes fails once. The HTML comes
 * without its data preloads, so the page asks for that data itself. Returns the requests that
 * failed and the preloads taken out.
 */
async function everyRequestAnswering500({ tab, path, firstLoad, playerList }: Visit, shellToo: boolean) {
  const { page } = tab;
  // The HTML is only read on a first load, which every player list page gets.
  const preloads = playerList && firstLoad ? await withoutDataPreloads(page, path) : null;
  try {
    const failed = await everyRequestFailingOnce(tab, path, firstLoad, playerList, shellToo);
    return { failed, preloads: preloads?.removed ?? [] };
  } finally {
    await preloads?.restore();
  }
}

async function everyRequestFailingOnce(
  tab: Tab,
  path: string,
  firstLoad: boolean,
  playerList: boolean,
  shellToo: boolean,
) {
  const { page } = tab;
  const failed = new Set<string>();
  const healed = new Set<string>();
  // A page that sends the visitor elsewhere (/signin, signed in) drops what it was loading: a
  // failure it never got to show is no longer the page's to show.
  let pathname = new URL(path, baseUrl).pathname;
  const onNavigated = (frame: Frame) => {
    const now = new URL(frame.url()).pathname;
    if (frame !== page.mainFrame() || now === pathname || now === BETWEEN_ROUTES) return;
    pathname = now;
    for (const key of failed) if (!healed.has(key)) failed.delete(key);
  };
  const breaking: Breaking = {
    preloads: playerList,
    breaks: (key) => !healed.has(key) && (shellToo || !EVERY_PAGE.has(key)),
    answer: (route, key) => {
      failed.add(key);
      return answer500(route, key);
    },
  };
  page.on("framenavigated", onNavigated);
  try {
    await open(tab, path, firstLoad, breaking);
    await untilEveryFailureShownAndRetried(tab, failed, healed);
  } finally {
    page.off("framenavigated", onNavigated);
    tab.breaking = null;
  }
  return failed;
}

async function untilEveryFailureShownAndRetried(tab: Tab, failed: Set<string>, healed: Set<string>) {
  const { page } = tab;
  const alerts = failureAlerts(page);
  const spinners = page.locator(".animate-spin");
  // Each round (a failure shown, healed, retried) has its own time.
  let deadline = Date.now() + ALERT_TIMEOUT_MS;
  for (let retries = 0; ; ) {
    const unshown = [...failed].filter((key) => !healed.has(key));
    // A page that sends a signed-in member on (/signin) navigates meanwhile: read it again.
    const texts = await alerts.allTextContents().catch(() => null);
    if (texts === null) {
      await page.waitForTimeout(100);
      continue;
    }
    const quiet = unshown.length === 0 && texts.length === 0;
    if (quiet && tab.settled() && (await spinners.count()) === 0) break;
    if (Date.now() > deadline) {
      const missing = unshown.filter((key) => !texts.some((text) => text.includes(brokenOnPurpose(key))));
      if (missing.length > 0)
        throw new Error(`no alert said that ${missing.join(", ")} failed (alerts: ${texts})`);
      throw new Error(
        `${page.url()} did not settle: ${texts.length} alerts, ${tab.state()}, ` +
          `${await spinners.count()} spinners, failed so far ${[...failed].join(", ") || "nothing"}`,
      );
    }
    if (unshown.length > 0) {
      // Each failure waits for its own alert: a request answering 500 is asked once more first.
      if (unshown.every((key) => texts.some((text) => text.includes(brokenOnPurpose(key))))) {
        await navigation(page).waitFor();
        for (const key of unshown) healed.add(key);
        deadline = Date.now() + ALERT_TIMEOUT_MS;
      } else await page.waitForTimeout(100);
    } else if (texts.length > 0) {
      if (++retries > 10) throw new Error("Retry did not bring the page back");
      await pressRetry(alerts);
      await page.waitForTimeout(250);
    } else await page.waitForTimeout(100);
  }
}

/** Every request of the page fails as if offline until healed; Retry then brings it back. */
async function everythingOffline({ tab, path, firstLoad, playerList }: Visit, expect: ExpectStatic) {
  let broken = true;
  const failed = new Set<string>();
  try {
    await open(tab, path, firstLoad, {
      preloads: playerList,
      // Within the app the shell's requests are left alone, as in the other cases: they fail on
      // the routes loaded afresh.
      breaks: (key) => broken && (firstLoad || !EVERY_PAGE.has(key)),
      answer: (route, key) => {
        failed.add(key);
        return route.abort("internetdisconnected");
      },
    });
    await expectFailureAndRetry(tab.page, expect, () => (broken = false), /could not be reached|offline/);
  } finally {
    tab.breaking = null;
  }
  return failed;
}

/**
 * The first request the page makes is held (never answered), so the client's own timeout has to end
 * the wait: the page's clock skips past it once the request is out instead of waiting 5 s. On a
 * player list page (`holdPreloads`) that is the HTML's preload of the season list, which the
 * page's own request then waits on.
 */
async function firstRequestNeverAnswering({ tab, path, firstLoad, playerList }: Visit, expect: ExpectStatic) {
  const { page } = tab;
  let held: string | undefined;
  let heldRoute: Route | undefined;
  let broken = true;
  let asked: () => void = () => {};
  const askedOnce = new Promise<void>((resolve) => {
    asked = resolve;
  });
  try {
    await open(tab, path, firstLoad, {
      preloads: playerList,
      breaks: (key) => {
        // Within the app the shell's own requests (its polls, its stale session) are not the
        // page's: they were held on the routes loaded afresh.
        if (!firstLoad && EVERY_PAGE.has(key)) return false;
        held ??= key;
        return broken && key === held;
      },
      answer: async (route) => {
        heldRoute = route;
        asked();
      },
    });
    await Promise.race([askedOnce, page.waitForTimeout(ALERT_TIMEOUT_MS)]);
    // Within the app the page's other requests (the shell's stale session among them) are let
    // finish first: the jump is for the held one, not for one merely slow on a loaded machine.
    if (!firstLoad) await settle(tab, 1);
    // Bounded: a page that navigates meanwhile can leave the jump unanswered, and the clock runs
    // on by itself, so the timeout still comes.
    await Promise.race([
      page.clock.fastForward(PAST_TIMEOUT_MS).catch(() => {}),
      page.waitForTimeout(PAST_TIMEOUT_MS),
    ]);
    await expectFailureAndRetry(page, expect, () => (broken = false), /did not answer within 5 s/);
  } finally {
    tab.breaking = null;
    // The page gave up on it (its timeout), but the browser still waits on the test to answer.
    if (heldRoute) tab.forget(heldRoute.request());
    await heldRoute?.abort().catch(() => {});
  }
  return held;
}

const routed = (page: PagePath) => {
  const route = known.routes.find((r) => r.page === page);
  if (!route) throw new Error(`no address for ${page}`);
  return route.path;
};

/** Runs one case, naming the route and case in its error. */
const runCase = <T>(path: string, name: string, run: () => Promise<T>) =>
  run().catch((error: unknown) => {
    throw new Error(`${path} with ${name}: ${String(error)}`);
  });

// One route at a time, its three cases side by side. Three routes at once (nine pages) on CI's
// loaded cores let the app's 5 s request timeout fire before the intercepted 500 or offline
// answer arrived, so the case read a timeout alert (failed twice at load 9).
describe("every page", () => {
  test.for(PAGES.map((p) => p.path))(
    "%s: every request failing (500), then all offline, then the first never answering",
    { timeout: 240_000 },
    async (pagePath, { expect }) => {
      const path = routed(pagePath);
      const playerList = PLAYER_LIST_PAGES.includes(pagePath);
      const firstLoad = FIRST_LOADS.has(pagePath);
      const visit = (tab: Tab): Visit => ({ tab, path, firstLoad, playerList });
      const first = pagePath === PAGES[0].path;
      const [answered500, offline, held] = await Promise.all([
        NO_DATA.has(pagePath) && !first
          ? { failed: new Set<string>(), preloads: [] }
          : runCase(path, "every request answering 500", () =>
              everyRequestAnswering500(visit(tabs.answering500), first),
            ),
        runCase(path, "everything offline", () => everythingOffline(visit(tabs.offline), expect)),
        runCase(path, "the first request never answering", () =>
          firstRequestNeverAnswering(visit(tabs.neverAnswering), expect),
        ),
      ]);
      // Every page asks for the session at least: a case that broke nothing tested nothing.
      expect(offline.size, `${path}: nothing was offline`).toBeGreaterThan(0);
      expect(held, `${path}: nothing was held`).toBeDefined();
      if (!playerList) return;
      // A player list page's HTML preloads the season list and the season's players and stats:
      // taken out, the page asked for them and said when they failed; preloaded, they went
      // offline, and the season list was the first thing held (the page's own request waiting on
      // the preload until its timeout).
      const { failed, preloads } = answered500;
      for (const data of ["/api/csc/cached-season-metadata", ...PLAYER_LIST_DATA]) {
        expect(failed.has(data), `${path}: ${data} failed with 500`).toBe(true);
        expect(
          preloads.some((href) => href.startsWith(data)),
          `${path}: ${data} preloaded`,
        ).toBe(true);
        expect(offline.has(data), `${path}: ${data} was offline`).toBe(true);
      }
      expect(held, `${path}: the preloaded season list was held first`).toBe(
        "/api/csc/cached-season-metadata",
      );
    },
  );
});
