import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureWebBuild, startServer } from "@fragboard/e2e";
import { launch } from "chrome-launcher";
import { chunkSizes, measure, type PageRun, pageFigures, RUNS, sum } from "./lighthouse-audit.js";
import { type Figure, report } from "./results.js";

/**
 * Lighthouse's desktop preset (simulated throttling, cold cache) on /players and a player page,
 * served by the production server on the default simulated league; plus the web build's chunks.
 * Each page is measured RUNS times and every figure is the median of its runs.
 */

/** The best-rated Premier player: a page with a full set of stats and history. */
async function samplePlayerPath(origin: string): Promise<string> {
  const meta = (await (await fetch(`${origin}/api/csc/cached-season-metadata`)).json()) as { number: number };
  const stats = (await (
    await fetch(`${origin}/api/csc/cached-stats?season=${meta.number}&matchType=Regulation`)
  ).json()) as {
    data: { Premier: { name: string; rating: number }[] };
  };
  const [best] = [...stats.data.Premier].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  if (!best) throw new Error("no Premier player has stats");
  return `/players/${encodeURIComponent(best.name)}`;
}

async function main() {
  await ensureWebBuild();
  const chunks = chunkSizes();
  console.log("\nweb build chunks (web/dist/assets)");
  console.table(chunks);

  const server = await startServer();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  try {
    const playerPath = await samplePlayerPath(server.url);
    const pages = [
      { label: "/players", path: "/players", data: true },
      { label: "player page", path: playerPath, data: false },
    ];
    const figures: Figure[] = [];
    const counted: Record<string, PageRun["counted"]> = {};
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.url}${page.path}`, chrome.port));
      figures.push(...pageFigures(page.label, runs, { data: page.data }));
      counted[page.label] = runs[0]?.counted ?? { scripts: [], api: [] };
    }
    const js = chunks.filter((chunk) => chunk.file.endsWith(".js"));
    figures.push({
      name: "web build JS, all chunks (gzip)",
      value: Math.round(sum(js.map((chunk) => chunk.gzipKb))),
      unit: "KB",
    });
    report("lighthouse", figures, {
      preset: "desktop (simulated throttling)",
      runsPerPage: RUNS,
      playerPath,
      countedInFirstRun: counted,
      chunks,
    });
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
