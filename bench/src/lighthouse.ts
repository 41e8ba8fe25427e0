import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureWebBuild, startServer } from "@fragboard/e2e";
import { launch } from "chrome-launcher";
import {
  chunkSizes,
  DEFAULT_TARGETS,
  measure,
  type PageRun,
  pageFigures,
  RUNS,
  sum,
  type Targets,
} from "./lighthouse-audit.js";
import { type Figure, printFigures, report } from "./results.js";

/**
 * Lighthouse's desktop preset (simulated throttling, cold cache) on /players, a player page and
 * the league pages (/franchises, a team page, /standings, /leaderboards), served by the production
 * server on the default simulated league; plus the web build's chunks.
 * Each page is measured RUNS times and every figure is the median of its runs.
 */

type Sample = { player: string; team: string };

/**
 * The best-rated Premier player (a page with a full set of stats and history) and the team page
 * of the Premier leader of the standings (every panel filled).
 */
async function samplePaths(origin: string): Promise<Sample> {
  const get = async <T>(path: string) => (await (await fetch(`${origin}${path}`)).json()) as T;
  const meta = await get<{ number: number }>("/api/csc/cached-season-metadata");
  const stats = await get<{ data: { Premier: { name: string; rating: number }[] } }>(
    `/api/csc/cached-stats?season=${meta.number}&matchType=Regulation`,
  );
  const [best] = [...stats.data.Premier].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  if (!best) throw new Error("no Premier player has stats");
  const standings = await get<{
    tiers: { tier: string; rows: { name: string; franchise: { prefix: string } | null }[] }[];
  }>(`/api/fragboard/standings?season=${meta.number}`);
  const leader = standings.tiers.find((t) => t.tier === "Premier")?.rows.find((row) => row.franchise);
  if (!leader?.franchise) throw new Error("no Premier team of a franchise in the standings");
  return {
    player: `/players/${encodeURIComponent(best.name)}`,
    team: `/franchises/${encodeURIComponent(leader.franchise.prefix)}/${encodeURIComponent(leader.name)}`,
  };
}

/**
 * `npx tsx bench/src/lighthouse.ts team player`: only the pages whose label contains one of the
 * arguments. A filtered run prints its figures but leaves bench/results/lighthouse.json alone.
 */
const only = process.argv.slice(2);

/** The league pages' targets (issue 7). */
const LEAGUE_PAGE: Targets = { score: 97, lcp: 1000, tbt: 50, data: 150 };

async function main() {
  await ensureWebBuild();
  const chunks = chunkSizes();
  console.log("\nweb build chunks (web/dist/assets)");
  console.table(chunks);

  const server = await startServer();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  try {
    const sample = await samplePaths(server.url);
    const allPages: { label: string; path: string; targets: Targets }[] = [
      { label: "/players", path: "/players", targets: DEFAULT_TARGETS },
      { label: "player page", path: sample.player, targets: { score: 95, lcp: 800, tbt: 30 } },
      { label: "/franchises", path: "/franchises", targets: LEAGUE_PAGE },
      { label: "team page", path: sample.team, targets: LEAGUE_PAGE },
      { label: "/standings", path: "/standings", targets: LEAGUE_PAGE },
      { label: "/leaderboards", path: "/leaderboards", targets: LEAGUE_PAGE },
    ];
    const pages = only.length
      ? allPages.filter((page) => only.some((word) => page.label.includes(word)))
      : allPages;
    if (pages.length === 0) throw new Error(`no page's label contains ${only.join(" or ")}`);
    const figures: Figure[] = [];
    const counted: Record<string, PageRun["counted"]> = {};
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.url}${page.path}`, chrome.port));
      figures.push(...pageFigures(page.label, runs, page.targets));
      counted[page.label] = runs[0]?.counted ?? { scripts: [], api: [] };
    }
    const js = chunks.filter((chunk) => chunk.file.endsWith(".js"));
    figures.push({
      name: "web build JS, all chunks (gzip)",
      value: Math.round(sum(js.map((chunk) => chunk.gzipKb))),
      unit: "KB",
    });
    if (only.length) {
      printFigures(
        `lighthouse (only ${only.join(", ")}; bench/results/lighthouse.json left as it was)`,
        figures,
      );
      return;
    }
    report("lighthouse", figures, {
      preset: "desktop (simulated throttling)",
      runsPerPage: RUNS,
      playerPath: sample.player,
      teamPath: sample.team,
      countedInFirstRun: counted,
      chunks,
    });
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
