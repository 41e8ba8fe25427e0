import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureWebBuild, launchChromium, startServer } from "@fragboard/e2e";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { type Figure, report } from "./results.js";

/**
 * The analysis tools: Lighthouse's desktop preset on /player-compare (three players) and
 * /team-builder, and the time from navigation to Player Compare's first radar drawn for 1 to 8
 * compared players (Chromium, no throttling, median of RUNS cold loads each).
 */

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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

async function lighthouseFigures(
  origin: string,
  pages: { label: string; path: string }[],
): Promise<Figure[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const runs: { score: number; tbt: number; lcp: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${origin}${page.path}`,
          { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] },
          desktopConfig,
        );
        const lhr = result?.lhr;
        // A headless trace now and then misses its navigation start: that run is not counted.
        if (!lhr || lhr.runtimeError) continue;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        });
      }
      if (runs.length === 0) throw new Error(`Lighthouse failed on ${page.path}`);
      const of = (pick: (r: (typeof runs)[number]) => number) => Math.round(median(runs.map(pick)));
      figures.push(
        { name: `${page.label} performance score`, value: of((r) => r.score), unit: "/100", target: "≥ 95" },
        { name: `${page.label} TBT`, value: of((r) => r.tbt), unit: "ms", target: "≤ 100" },
        { name: `${page.label} LCP`, value: of((r) => r.lcp), unit: "ms" },
      );
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/** Navigation start to both radars holding their series (an SVG path per player and the average). */
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
        await page.locator("figure svg path").first().waitFor();
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
  const server = await startServer();
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
