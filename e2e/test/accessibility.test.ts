import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { useBrowser } from "./browser.js";
import { busiestPlayer, loadLeague, playerPath } from "./league.js";

const browser = useBrowser();
let playerName: string;
beforeAll(async () => {
  playerName = busiestPlayer(await loadLeague()).name;
});

const BLOCKING = new Set(["serious", "critical"]);

type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const describeViolation = (v: Result) =>
  [
    `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
    ...v.nodes.map((node) => `  ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`),
  ].join("\n");

/** Runs axe on the page as it stands; serious and critical findings fail, the rest are printed. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const minor = violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  if (minor.length > 0) console.warn(`axe on ${page.url()}:\n${minor.map(describeViolation).join("\n")}`);
  expect(blocking.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}

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
