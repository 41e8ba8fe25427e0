import { loadavg } from "node:os";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureWebBuild } from "@fragboard/e2e";
import { launch } from "chrome-launcher";
import { benchServer } from "./bench-server.js";
import {
  chunkSizes,
  DEFAULT_TARGETS,
  MOBILE_PRESET,
  measure,
  median,
  type PageRun,
  pageFigures,
  RUNS,
  sum,
  type Targets,
} from "./lighthouse-audit.js";
import { type Figure, printFigures, report } from "./results.js";

/**
 * Lighthouse's desktop preset (simulated throttling, cold cache), or with LIGHTHOUSE_PRESET=mobile
 * its mobile one, on /players, a player page, his card and the league pages (/franchises, a team
 * page, /standings, /leaderboards, /matches, a match, /articles), served by the production server
 * on the default simulated league; plus the web build's chunks.
 * Each page is measured RUNS times and every figure is the median of its runs.
 */

type Sample = { player: string; team: string; match: string };

/**
 * The best-rated Premier player (a page with a full set of stats and history), the team page
 * of the Premier leader of the standings (every panel filled) and the newest Premier match.
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
  const results = await get<{ results: { matches: { id: string }[] }[] }>(
    `/api/fragboard/matches?season=${meta.number}&tier=Premier&status=played`,
  );
  const match = results.results[0]?.matches[0];
  if (!match) throw new Error("no Premier match has been played");
  return {
    match: `/matches/${encodeURIComponent(match.id)}`,
    player: `/players/${encodeURIComponent(best.name)}`,
    team: `/franchises/${encodeURIComponent(leader.franchise.prefix)}/${encodeURIComponent(leader.name)}`,
  };
}

/**
 * `npx tsx bench/src/lighthouse.ts team player`: only the pages whose label contains one of the
 * arguments. A filtered run prints its figures but leaves bench/results/lighthouse.json alone.
 */
const only = process.argv.slice(2);

/**
 * LIGHTHOUSE_BASELINE_ORIGIN=http://host:port: every page is measured on that server too, its runs
 * taking turns with the server's (A B, B A, A B…) so both see the same machine, and the bench
 * prints the two side by side with B/A ratios instead of writing results. On a shared machine a
 * change is judged by its ratio in one sitting, not by figures from two (bench/README.md).
 * The baseline is typically an earlier build served by serve-build.ts on a copy of the league.
 */
const BASELINE = process.env.LIGHTHOUSE_BASELINE_ORIGIN?.replace(/\/$/, "");

type Side = { runs: PageRun[]; loads: number[] };

/** The medians of a page on the baseline (A) and on the server measured (B), and B/A. */
function printComparison(label: string, baseline: Side, measured: Side) {
  const row = ({ runs }: Side) => {
    const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
    return {
      score: of((r) => r.score),
      "FCP ms": Math.round(of((r) => r.fcp)),
      "LCP ms": Math.round(of((r) => r.lcp)),
      "TBT ms": Math.round(of((r) => r.tbt)),
      CLS: Math.round(of((r) => r.cls) * 1000) / 1000,
      "main thread ms": Math.round(of((r) => r.mainThread)),
      "long tasks ms": Math.round(of((r) => r.longTasks)),
      "HTML KB": Math.round(of((r) => r.html) / 102.4) / 10,
    };
  };
  const a = row(baseline);
  const b = row(measured);
  const ratio = Object.fromEntries(
    Object.entries(b).map(([key, value]) => {
      const base = a[key as keyof typeof a];
      return [key, base === 0 ? (value === 0 ? 1 : "—") : Math.round((value / base) * 100) / 100];
    }),
  );
  const loads = [...baseline.loads, ...measured.loads];
  console.log(
    `\n${label}: baseline (A) against this server (B), ${baseline.runs.length} runs each, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  console.table({ A: a, B: b, "B/A": ratio });
}

/** The league pages' targets (issue 7). */
const LEAGUE_PAGE: Targets = { score: 97, lcp: 1000, tbt: 50, data: 150 };
/** Every league page on a phone (issue #29): its first screen rendered by the server. */
const ON_A_PHONE: Targets = { score: 95, lcp: 1800, tbt: 200, cls: 0 };

async function main() {
  await ensureWebBuild();
  const chunks = chunkSizes();
  console.log("\nweb build chunks (web/dist/assets)");
  console.table(chunks);

  const server = await benchServer();
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
      { label: "/matches", path: "/matches", targets: LEAGUE_PAGE },
      { label: "match page", path: sample.match, targets: LEAGUE_PAGE },
      { label: "card", path: `/graphics${sample.player}`, targets: LEAGUE_PAGE },
      { label: "/articles", path: "/articles", targets: LEAGUE_PAGE },
    ].map((page) => (MOBILE_PRESET ? { ...page, targets: ON_A_PHONE } : page));
    const pages = only.length
      ? allPages.filter((page) => only.some((word) => page.label.includes(word)))
      : allPages;
    if (pages.length === 0) throw new Error(`no page's label contains ${only.join(" or ")}`);
    const figures: Figure[] = [];
    const counted: Record<string, PageRun["counted"]> = {};
    for (const page of pages) {
      const runs: PageRun[] = [];
      if (BASELINE) {
        const baseline: Side = { runs: [], loads: [] };
        const measured: Side = { runs, loads: [] };
        const turn = async (side: Side, origin: string) => {
          side.loads.push(loadavg()[0] ?? 0);
          side.runs.push(await measure(`${origin}${page.path}`, chrome.port));
        };
        for (let i = 0; i < RUNS; i++) {
          if (i % 2 === 0) await turn(baseline, BASELINE).then(() => turn(measured, server.url));
          else await turn(measured, server.url).then(() => turn(baseline, BASELINE));
        }
        printComparison(page.label, baseline, measured);
        continue;
      }
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.url}${page.path}`, chrome.port));
      figures.push(...pageFigures(page.label, runs, page.targets));
      counted[page.label] = runs[0]?.counted ?? { scripts: [], api: [] };
    }
    // A comparison is printed page by page, and is no figure of this build alone.
    if (BASELINE) return;
    const js = chunks.filter((chunk) => chunk.file.endsWith(".js"));
    figures.push({
      name: "web build JS, all chunks (gzip)",
      value: Math.round(sum(js.map((chunk) => chunk.gzipKb))),
      unit: "KB",
    });
    const context = {
      playerPath: sample.player,
      teamPath: sample.team,
      matchPath: sample.match,
      countedInFirstRun: counted,
      // TBT swings with the machine's load: a figure says little without it.
      loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
    };
    // A phone's figures of the pages measured (every page's, or those named) in their own file.
    if (MOBILE_PRESET)
      return report("lighthouse-mobile", figures, {
        preset: "mobile (slow 4G, 4× CPU slowdown, simulated)",
        runsPerPage: RUNS,
        ...context,
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
      ...context,
      chunks,
    });
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
