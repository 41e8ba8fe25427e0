import { beforeAll, describe, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { useBrowser } from "./browser.js";
import { busiestPlayer, loadLeague, playerPath } from "./league.js";

const browser = useBrowser();
let playerName: string;
beforeAll(async () => {
  playerName = busiestPlayer(await loadLeague()).name;
});

describe("accessibility (axe: no serious or critical violations)", () => {
  test("/players", async () => {
    const page = await browser.newPage();
    await page.goto("/players");
    await page.locator('ul[aria-label="Players row 1"] > li').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  test("a player page", async () => {
    const page = await browser.newPage();
    await page.goto(playerPath(playerName));
    await page.getByRole("heading", { name: "Nearby in", exact: false }).waitFor();
    await expectNoSeriousViolations(page);
  });

  test("the player card", async () => {
    const page = await browser.newPage();
    await page.goto(`/graphics${playerPath(playerName)}`);
    await page.getByTestId("player-card").getByRole("list", { name: "Fun facts" }).waitFor();
    await expectNoSeriousViolations(page);
  });

  test("/about", async () => {
    const page = await browser.newPage();
    await page.goto("/about");
    await page.getByRole("heading", { name: "Contributors" }).waitFor();
    await expectNoSeriousViolations(page);
  });

  test("the 404 page", async () => {
    const page = await browser.newPage();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { level: 1, name: "404" }).waitFor();
    await expectNoSeriousViolations(page);
  });
});
