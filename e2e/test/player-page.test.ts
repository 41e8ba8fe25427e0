import { COMBINED_CATEGORIES, type SeasonStats, TIER_NAMES, type TierName } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { download, downloadedBytes, useBrowser } from "./browser.js";
import { busiestPlayer, type League, loadLeague, playerPath } from "./league.js";
import { pngSize } from "./png.js";

const browser = useBrowser();
let league: League;
let player: ReturnType<typeof busiestPlayer>;
beforeAll(async () => {
  league = await loadLeague();
  player = busiestPlayer(league);
});

async function openPlayer(page: Page) {
  await page.goto(playerPath(player.name));
  await page.getByRole("heading", { level: 1, name: player.name }).waitFor();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect.poll(() => tab(page, name).getAttribute("aria-selected")).toBe("true");
}

/**
 * The simulated league never fields a player outside his tier, so the tier switch would never
 * show: the browser's copy of the season stats gets one extra row for him in another tier.
 */
async function addOutOfTierLine(page: Page, tier: TierName, rating: number) {
  await page.route(
    (url) => url.pathname === "/api/csc/cached-stats",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<TierName, SeasonStats[]> };
      const own = body.data[player.tier.name as TierName].find((row) => row.name === player.name);
      if (!own) throw new Error(`${player.name} has no row in his own tier`);
      body.data[tier].push({ ...own, rating, gameCount: 1 });
      await route.fulfill({ response, json: body });
    },
  );
}

describe("player page", () => {
  test("his header shows as soon as his line is there, before the view's code; the view then adds the rest", async () => {
    const page = await browser.newPage();
    // Hold the view's chunk back until the header has been seen without it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/assets\/PlayerView-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(playerPath(player.name));
    const header = page.locator("main header");
    await header.getByRole("heading", { level: 1, name: player.name }).waitFor();
    expect(await header.locator("img").getAttribute("src")).toBe(player.avatarUrl);
    expect(await tab(page, "Stats").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Player Card" }).count()).toBe(0);
    release();
    await tab(page, "Stats").waitFor();
    await page.getByRole("button", { name: "Player Card" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  test("Stats is the first tab; Rankings and Extended Stats open; the FAPL tab is disabled", async () => {
    const page = await browser.newPage();
    await openPlayer(page);
    await expect.poll(() => tab(page, "Stats").getAttribute("aria-selected")).toBe("true");
    await page.getByRole("heading", { name: `Rating in ${player.tier.name}` }).waitFor();
    expect(await tab(page, "Free Agent Player League").isDisabled()).toBe(true);

    await openTab(page, "Rankings");
    for (const category of COMBINED_CATEGORIES) await page.getByRole("meter", { name: category }).waitFor();

    await openTab(page, "Extended Stats");
    await page.getByRole("heading", { name: "Tracked" }).waitFor();
    expect(await page.getByRole("meter", { name: "Firepower" }).count()).toBe(0);
  });

  test("the tier switch shows his stats from another tier, marked as not his own", async () => {
    const page = await browser.newPage();
    const other = TIER_NAMES.find((tier) => tier !== player.tier.name) as TierName;
    await addOutOfTierLine(page, other, 0.42);
    await openPlayer(page);

    const switcher = page.getByRole("group", { name: "Stats from tier" });
    const own = switcher.getByRole("button", { name: player.tier.name, exact: true });
    const elsewhere = switcher.getByRole("button", { name: `${other}, not his own tier` });
    await expect.poll(() => own.getAttribute("aria-pressed")).toBe("true");
    await elsewhere.click();
    // The tier lives in the URL; the router applies it after the click returns.
    await expect.poll(() => elsewhere.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("heading", { name: `Rating in ${other}` }).waitFor();
    // The injected line's rating, not his own tier's.
    await page.getByRole("tabpanel").getByText("0.42", { exact: true }).first().waitFor();
  });

  test("Match History lists five maps, then all; a map expands to its box score and demo data", async () => {
    const page = await browser.newPage();
    await openPlayer(page);
    await openTab(page, "Match History");
    const history = page.getByRole("region", { name: "Match history" });
    const toggles = history.getByRole("button", { name: /^Show details of / });
    await toggles.first().waitFor();
    expect(await toggles.count()).toBe(5);

    await history.getByRole("button", { name: `Show All (${player.games})` }).click();
    await expect.poll(() => toggles.count()).toBe(player.games);

    const first = toggles.first();
    const where = (await first.getAttribute("aria-label"))?.replace(/^Show details of /, "");
    await first.click();
    const hide = history.getByRole("button", { name: `Hide details of ${where}` });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    const details = page.locator(`[id="${await hide.getAttribute("aria-controls")}"]`);
    // Both teams' box scores, his own line among them.
    await expect.poll(() => details.locator("table caption").count()).toBe(2);
    await details.getByRole("link", { name: player.name, exact: true }).waitFor();
    const extended = details.getByRole("tablist", { name: "Extended match data" });
    await extended.getByRole("tab", { name: "KillFeed" }).waitFor();
    await extended.getByRole("tab", { name: "Trades" }).click();
    await details.getByRole("tabpanel").waitFor();

    await hide.click();
    await details.waitFor({ state: "detached" });
  });

  test("the Player Card dialog exports a 1200×630 PNG", async () => {
    const page = await browser.newPage();
    await openPlayer(page);
    await page.getByRole("button", { name: "Player Card" }).click();
    const dialog = page.getByRole("dialog", { name: `${player.name} · Player Card` });
    await dialog.getByTestId("player-card").waitFor();
    await expect
      .poll(() => dialog.getByRole("list", { name: "Fun facts" }).getByRole("listitem").count())
      .toBe(4);

    const file = await download(page, () => dialog.getByRole("button", { name: "Export as PNG" }).click());
    expect(file.suggestedFilename()).toBe(`${player.name}-card.png`);
    expect(pngSize(await downloadedBytes(file))).toEqual({ width: 1200, height: 630 });
    await dialog.getByRole("status").getByText("Exported").waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });
});
