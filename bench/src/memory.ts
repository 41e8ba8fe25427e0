import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { REPO_ROOT } from "@fragboard/server";
import autocannon from "autocannon";
import { type Figure, printFigures, report } from "./results.js";
import { copySeededLeague, LEAGUE_NOW } from "./seeded-league.js";
import { METRICS_TOKEN, randomPort, startServer, stop } from "./soak-server.js";

/**
 * The server's resident memory on the embedded database, as `npm start` runs it (compiled, a
 * process of its own on an already seeded DATA_DIR): idle after one pass over every page's reads,
 * then the peak under the mixed burst (every read route, each request a different season list,
 * person, match page or played map, so the answer caches fill), and idle again after it. Issue
 * #28 item 5: ≤ 300 MiB idle, ≤ 450 MiB under the burst. With the RSS: PGlite's WebAssembly memory
 * (its heap never shrinks, so it is the high-water mark of what the database needed) and the
 * answers' caches, from /api/metrics.
 *
 * The seeded league is kept (seeded-league.ts: seeded once, copied per run);
 * `npx tsx bench/src/memory.ts print` prints without writing bench/results/memory.json.
 */

const BURST_CONNECTIONS = 50;
const BURST_SECONDS = 20;
const SETTLE_MS = 5000;
const printOnly = process.argv.includes("print");

/** Current and peak resident memory of a process, in MiB (Linux). */
function residentMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** From /api/metrics: the V8 heap in use, memory outside it (PGlite's wasm memory), the answers' caches. */
async function serverFigures(base: string) {
  const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`/api/metrics: ${res.status} ${text.slice(0, 200)}`);
  const mib = (name: string) =>
    Math.round(Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m"))?.[1] ?? 0) / 2 ** 20);
  return {
    heapUsed: mib("fragboard_nodejs_heap_size_used_bytes"),
    external: mib("fragboard_nodejs_external_memory_bytes"),
    cache: mib("fragboard_cache_bytes"),
    stores: mib("fragboard_answer_stores_bytes"),
  };
}

async function json<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every page's reads, each address once: lists, people, match pages, played maps. */
async function burstPaths(base: string): Promise<string[]> {
  const { number: season } = await json<{ number: number }>(base, "/api/csc/cached-season-metadata");
  const { data } = await json<{ data: { discordId: string | null }[] }>(
    base,
    `/api/csc/cached-players?season=${season}`,
  );
  const people = [...new Set(data.flatMap((p) => (p.discordId ? [p.discordId] : [])))];
  const matches = await json<{ results: { matches: { id: string; maps: { matchId: string }[] }[] }[] }>(
    base,
    `/api/fragboard/matches?season=${season}&status=played`,
  );
  const played = matches.results.flatMap((day) => day.matches);
  const lists = [
    `/api/csc/cached-players?season=${season}`,
    `/api/csc/cached-stats?season=${season}&matchType=Regulation`,
    `/api/csc/cached-stats?season=${season}&matchType=Combine`,
    `/api/fragboard/extendedStats?season=${season}&matchType=Regulation`,
    `/api/fragboard/standings?season=${season}`,
    `/api/fragboard/matches?season=${season}`,
    "/api/fragboard/articles",
    `/api/fragboard/pickems/matchup-concensus?season=${season}`,
    `/api/fragboard/pickems/leaderboard?season=${season}`,
  ];
  return [
    ...lists,
    ...people.flatMap((id) => [`/api/profile?discordId=${id}`, `/api/fragboard/plusRep?discordId=${id}`]),
    ...played.map((m) => `/api/fragboard/matches/${encodeURIComponent(m.id)}`),
    ...played.flatMap((m) =>
      m.maps.map((map) => `/api/fragboard/extendedMatchStats?matchId=${map.matchId}&matchType=Regulation`),
    ),
  ];
}

/**
 * Behind the proxy the server trusts (TRUST_PROXY=1, as the soak runs it), each request from one
 * of many visitors: the production rate limit applies per visitor, not to the bench's one address.
 */
const VISITORS = 2000;
let visitor = 0;
const visitorHeaders = () => {
  const n = visitor++ % VISITORS;
  return { "accept-encoding": "br, gzip", "x-forwarded-for": `10.9.${Math.floor(n / 250)}.${n % 250}` };
};

/**
 * The burst. It runs in this process: the figure is the server's memory, which the load's CPU
 * does not change (this process only watches).
 */
async function burst(base: string, paths: string[]) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: BURST_CONNECTIONS,
    duration: BURST_SECONDS,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: paths[next++ % paths.length],
          headers: visitorHeaders(),
        }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The idle figure's warm-up: every list and the first few of each per-person, match and map read. */
const seenKinds = new Map<string, number>();
const firstOfEachKind = (path: string) => {
  const kind = (path.split("?")[0] ?? path).replace(/\/matches\/.+$/, "/matches/:id");
  const seen = seenKinds.get(kind) ?? 0;
  seenKinds.set(kind, seen + 1);
  return seen < 5;
};

const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

async function main() {
  const build = spawnSync("npm", ["run", "build", "-w", "server"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build -w server failed");
  const dir = await copySeededLeague("fragboard-memory-");
  const { base, child } = await startServer(dir, randomPort(), { SIM_NOW: LEAGUE_NOW });
  const pid = child.pid as number;
  try {
    const started = residentMiB(pid);
    const paths = await burstPaths(base);
    for (const path of paths.filter(firstOfEachKind)) {
      await (await fetch(`${base}${path}`, { headers: visitorHeaders() })).arrayBuffer();
    }
    await settle();
    const idle = { ...residentMiB(pid), ...(await serverFigures(base)) };
    const load = await burst(base, paths);
    const underBurst = { ...residentMiB(pid), ...(await serverFigures(base)) };
    await settle();
    const after = residentMiB(pid);
    const load1m = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const figures: Figure[] = [
      { name: "RSS after the first answers", value: started.rss, unit: "MiB" },
      { name: "RSS idle after one pass of every read", value: idle.rss, unit: "MiB", target: "≤ 300" },
      { name: "V8 heap used, idle", value: idle.heapUsed, unit: "MiB" },
      { name: "external memory (PGlite's wasm heap), idle", value: idle.external, unit: "MiB" },
      { name: "answers' cache (JsonCache), idle", value: idle.cache, unit: "MiB" },
      { name: "answer stores (GraphQL, matches, maps, …), idle", value: idle.stores, unit: "MiB" },
      {
        name: `peak RSS under the mixed burst (${BURST_CONNECTIONS} connections)`,
        value: underBurst.peak,
        unit: "MiB",
        target: "≤ 450",
      },
      { name: "external memory after the burst", value: underBurst.external, unit: "MiB" },
      { name: "answers' cache (JsonCache) after the burst", value: underBurst.cache, unit: "MiB" },
      { name: "answer stores after the burst", value: underBurst.stores, unit: "MiB" },
      { name: "RSS idle after the burst", value: after.rss, unit: "MiB" },
      { name: "burst: addresses", value: paths.length, unit: "" },
      { name: "burst: requests", value: load.requests, unit: "" },
      { name: "burst: p99", value: load.p99, unit: "ms" },
      { name: "burst: failed requests", value: load.failed, unit: "requests", target: "0" },
      { name: "load average (1 min) after", value: load1m, unit: "" },
    ];
    if (printOnly) printFigures("memory (bench/results/memory.json left as it was)", figures);
    else report("memory", figures, { burstConnections: BURST_CONNECTIONS, burstSeconds: BURST_SECONDS });
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
