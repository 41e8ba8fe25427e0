import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureWebBuild, launchChromium } from "@fragboard/e2e";
import { launch } from "chrome-launcher";
import { benchServer } from "./bench-server.js";
import { DEFAULT_TARGETS, measure, median, type PageRun, pageFigures, RUNS } from "./lighthouse-audit.js";
import { type Figure, report } from "./results.js";

/**
 * The analysis tools: Lighthouse's desktop preset on /player-compare (three players) and
 * /team-builder, and the time from navigation to Player Compare's first radar drawn for 1 to 8
 * compared players (Chromium, no throttling, median of RUNS cold loads each).
 */

/** The eight best-rated players of the tier with most players: a full comparison. */
async function comparedNames(origin: string): Promise<string[]> {
  const meta = (await (await fetch(`${origin}/api/csc/cached-season-metadata`)).json()) as {
    number: number;
    hasSeasonStarted: boolean;
  };
  const matchType = meta.hasSeasonStarted ? "Regulation" : "Combine";
  const stats = (await (
    await fetch(`${origin}/api/csc/cached-stats?season=${meta.number}&matchType=${matchType}`)
  ).json()) as { data: Record<string, { name: string; rating: number }[]> };
  const [biggest] = Object.values(stats.data).sort((a, b) => b.length - a.length);
  const names = [...(biggest ?? [])]
    .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
    .map((s) => s.name);
  if (names.length < 8) throw new Error("no tier has eight players with stats");
  return names.slice(0, 8);
}

const comparePath = (names: readonly string[]) =>
  `/player-compare?players=${names.map(encodeURIComponent).join(",")}`;

/** Lighthouse's figures of each page (score, FCP, LCP, TBT, JS and data before first render). */
async function lighthouseFigures(
  origin: string,
  pages: { label: string; path: string }[],
): Promise<Figure[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  try {
    const figures: Figure[] = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${origin}${page.path}`, chrome.port));
      figures.push(...pageFigures(page.label, runs, DEFAULT_TARGETS));
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** Navigation start to the first radar holding its series (an SVG shape per player and the average). */
async function firstChartFigures(origin: string, names: readonly string[]): Promise<Figure[]> {
  const browser = await launchChromium();
  const figures: Figure[] = [];
  try {
    for (let count = 1; count <= names.length; count++) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${origin}${comparePath(names.slice(0, count))}`);
        await page.locator("figure svg g[data-series] polygon").first().waitFor();
        times.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      figures.push({
        name: `first radar drawn, ${count} player${count > 1 ? "s" : ""}`,
        value: Math.round(median(times)),
        unit: "ms",
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function main() {
  await ensureWebBuild();
  const server = await benchServer();
  try {
    const names = await comparedNames(server.url);
    const figures = [
      ...(await lighthouseFigures(server.url, [
        { label: "/player-compare (3 players)", path: comparePath(names.slice(0, 3)) },
        { label: "/team-builder", path: "/team-builder" },
      ])),
      ...(await firstChartFigures(server.url, names)),
    ];
    report("tools", figures, {
      preset: "desktop (simulated throttling)",
      runsPerPage: RUNS,
      compared: names,
    });
  } finally {
    await server.stop();
  }
}

await main();
