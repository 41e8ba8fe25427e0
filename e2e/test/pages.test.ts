import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, PHONE, requestInitiators, useBrowser } from "./browser.js";
import { busiestPlayer, loadLeague, playerPath } from "./league.js";

const browser = useBrowser();
let playerName: string;
beforeAll(async () => {
  playerName = busiestPlayer(await loadLeague()).name;
});

describe("pages", () => {
  test("/graphics/players/{name} draws the 1200×630 card with a link back to the player", async () => {
    const page = await browser.newPage();
    await page.goto(`/graphics${playerPath(playerName)}`);
    const card = page.getByTestId("player-card");
    await card.getByRole("heading", { name: playerName }).waitFor();
    expect(await card.evaluate((node: HTMLElement) => [node.offsetWidth, node.offsetHeight])).toEqual([
      1200, 630,
    ]);
    await page.getByRole("link", { name: `← ${playerName}'s player page` }).click();
    // The card page's own h1 is the name too: wait for the route change, then for the player page.
    await page.waitForURL((url) => url.pathname === playerPath(playerName));
    await page.getByRole("tab", { name: "Stats", exact: true }).waitFor();
  });

  test("/about answers the FAQ", async () => {
    const page = await browser.newPage();
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "Fragboard" }).waitFor();
    for (const question of [
      "What is the league?",
      "Where does the data come from, and how fresh is it?",
      "How are the ratings calculated?",
      "What are the beta features?",
      "Contributors",
    ]) {
      await page.getByRole("heading", { level: 2, name: question }).waitFor();
    }
    await expect.poll(() => page.title()).toBe("About · Fragboard");
  });

  test("the skip link is the first stop of the keyboard and moves focus to the page", async () => {
    const page = await browser.newPage();
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "Fragboard" }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.tagName === "MAIN");
  });

  test("an unknown path answers HTTP 404 with the 404 page, and its link leads back to the players", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "404" }).waitFor();
    await expect.poll(() => page.title()).toBe("Page not found · Fragboard");
    // Page addresses of the app answer 200, whether built or coming.
    for (const path of ["/players", playerPath(playerName), "/standings", "/articles"]) {
      expect((await page.request.get(path, { headers: { accept: "text/html" } })).status(), path).toBe(200);
    }
    // So do pages about a player, franchise, team or article that does not exist (issue #26 item 2).
    for (const path of [
      "/players/Nobody%20Here",
      "/franchises/NOPE",
      "/franchises/NOPE/X",
      "/articles/999999",
    ]) {
      const answer = await page.request.get(path, { headers: { accept: "text/html" } });
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain('<meta name="robots" content="noindex">');
    }
    await page.getByRole("link", { name: "Browse players" }).click();
    await page.getByRole("heading", { level: 1, name: "Players" }).waitFor();
  });

  test("on a phone the players list fits the screen and the menu opens, navigates and closes", async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto("/players");
    await page.getByText(/^Showing \d+ of \d+ Players$/).waitFor();
    await page.locator('ul[aria-label="Players row 1"] > li').first().waitFor();
    // Nothing sticks out sideways (the desktop menu is hidden, the cards take one column).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.locator('header nav[aria-label="Main"]').isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Players" }).waitFor();
    await menu.getByRole("link", { name: "About" }).click();
    await page.getByRole("heading", { level: 1, name: "Fragboard" }).waitFor();
    await menu.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/about");
  });

  test("the app's entry chunk carries no zod: core's schemas stay with the pages that parse", async () => {
    // An import from a module of core's zod schemas into the app's shared code once put zod in
    // the entry: 25 KB gzip more before every page's first render (bench/README.md#lighthouse).
    const html = await (await fetch(`${baseUrl}/standings`)).text();
    const entry = /<script type="module"[^>]*\bsrc="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error("no entry script in the page's HTML");
    expect(await (await fetch(`${baseUrl}${entry}`)).text()).not.toContain("ZodError");
  });

  test("the season metadata and the page's own code are fetched once, preloaded by the HTML", async () => {
    const page = await browser.newPage();
    const { initiators } = await requestInitiators(page, (pathname) =>
      pathname === "/api/csc/cached-season-metadata"
        ? "metadata"
        : /^\/assets\/StandingsPage-[\w-]+\.js$/.test(pathname)
          ? "pageChunk"
          : undefined,
    );
    await page.goto("/standings");
    await page.getByRole("table").first().waitFor();
    // A preload the app's own request did not match would show as a second, script-initiated
    // fetch; a page chunk the HTML did not name would be found by the app's code ("script").
    expect(initiators).toEqual({ metadata: ["parser"], pageChunk: ["parser"] });
  });

  test("a player page's lists and picture are fetched once, preloaded by the HTML, its code as brotli", async () => {
    const page = await browser.newPage();
    const { initiators, cdp } = await requestInitiators(page, (pathname) =>
      pathname === "/api/csc/cached-players"
        ? "players"
        : pathname === "/api/csc/cached-stats"
          ? "stats"
          : pathname.startsWith("/api/avatars/")
            ? "picture"
            : undefined,
    );
    const scriptEncodings = new Set<string>();
    cdp.on("Network.responseReceived", ({ response }) => {
      if (new URL(response.url).pathname.startsWith("/assets/") && response.mimeType.includes("javascript"))
        scriptEncodings.add(String(response.headers["content-encoding"]));
    });
    await page.goto(playerPath(playerName));
    await page.getByRole("tab", { name: "Stats", exact: true }).waitFor();
    // The page header's picture first; the nearby players' pictures come later, from the page.
    expect({ ...initiators, picture: initiators.picture?.slice(0, 1) }).toEqual({
      players: ["parser"],
      stats: ["parser"],
      picture: ["parser"],
    });
    expect([...scriptEncodings]).toEqual(["br"]);
  });
});
