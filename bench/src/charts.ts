import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureWebBuild, launchChromium } from "@fragboard/e2e";
import { launch } from "chrome-launcher";
import { benchServer } from "./bench-server.js";
import { DEFAULT_TARGETS, measure, median, type PageRun, pageFigures, RUNS } from "./lighthouse-audit.js";
import { type Figure, printFigures, report } from "./results.js";

/**
 * The charts pages (issue 8): Lighthouse's desktop preset on each tool page, and the time from
 * navigation to the first chart drawn (a figure no longer aria-busy; on /charts, whose MMR notice
 * holds the chart back, with the notice clicked as soon as it shows), in Chromium without
 * throttling, a fresh context (cold cache) per run; medians of the runs.
 */

const PAGES = [
  { label: "/charts", path: "/charts" },
  { label: "/charts?q=stat-bars", path: "/charts?q=stat-bars" },
  { label: "/playground", path: "/playground" },
];
const CHART_RUNS = 5;

/**
 * `npx tsx src/charts.ts stat-bars playground`: only the pages whose label contains one of the
 * arguments; a filtered run prints its figures but leaves bench/results/charts.json alone.
 */
const only = process.argv.slice(2);

/** Milliseconds from navigation start to the first chart drawn on `url`. */
async function timeToFirstChart(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    // Runs in the page before its scripts (a string: this workspace has no DOM types).
    await page.addInitScript({
      content: `new MutationObserver((_, observer) => {
        if (document.querySelector('figure[aria-busy="false"]')) {
          window.firstChartAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });`,
    });
    await page.goto(url);
    // The MMR tabs draw nothing until their notice is dismissed: a reader clicks it at once.
    const notice = page.getByRole("button", { name: /Not useful without MMR/ });
    const drawn = page.locator('figure[aria-busy="false"]');
    await notice.or(drawn).first().waitFor({ timeout: 30_000 });
    if (await notice.isVisible()) await notice.click();
    const mark = () => (globalThis as { firstChartAt?: number }).firstChartAt;
    await page.waitForFunction(mark, undefined, { timeout: 30_000 });
    return Number(await page.evaluate(mark));
  } finally {
    await context.close();
  }
}

async function main() {
  await ensureWebBuild();
  const server = await benchServer();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  const browser = await launchChromium();
  try {
    const pages = only.length
      ? PAGES.filter((page) => only.some((word) => page.label.includes(word)))
      : PAGES;
    if (pages.length === 0) throw new Error(`no page's label contains ${only.join(" or ")}`);
    const figures: Figure[] = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.url}${page.path}`, chrome.port));
      figures.push(...pageFigures(page.label, runs, DEFAULT_TARGETS));
      const times: number[] = [];
      for (let i = 0; i < CHART_RUNS; i++)
        times.push(await timeToFirstChart(browser, `${server.url}${page.path}`));
      figures.push({
        name: `${page.label} navigation to first chart drawn`,
        value: Math.round(median(times)),
        unit: "ms",
      });
    }
    if (only.length) {
      printFigures(`charts (only ${only.join(", ")}; bench/results/charts.json left as it was)`, figures);
      return;
    }
    report("charts", figures, {
      preset: "Lighthouse desktop (simulated throttling); first chart: Chromium unthrottled, cold context",
      runsPerPage: RUNS,
      firstChartRunsPerPage: CHART_RUNS,
    });
  } finally {
    await browser.close();
    chrome.kill();
    await server.stop();
  }
}

await main();
