import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { COMPETITIVE_MAPS, MAP_RESULTS } from "@fragboard/core";
import {
  buildApp,
  type Database,
  dbTarget,
  loadConfig,
  openDatabase,
  openScratchPostgres,
  REPO_ROOT,
  seedDatabase,
} from "@fragboard/server";
import { type Figure, report } from "./results.js";

/**
 * The player depth endpoints under load on the default seeded league, 10 connections: filtered
 * stats with every request a filter not asked before on a player whose page is open, so none is
 * answered from the cache (issue #22: p99 ≤ 50 ms), next to each player's first request (his
 * season's lines read from the database); and the global search with partial names (p99 ≤ 20
 * ms), after a warm-up on other queries. The load runs
 * in another process (url-load.ts). Each load also runs against a plain node:http server
 * answering one recorded answer from memory: its p99 is what this machine allows at that moment
 * (a shared machine's tail is mostly scheduling).
 *
 * `npx tsx bench/src/player-depth.ts [pglite|postgres]`: the embedded database (as `npm start`
 * runs it; results/player-depth.json) or a scratch database of BENCH_DATABASE_URL
 * (results/player-depth-postgres.json). Seeding takes minutes: BENCH_DEPTH_SEEDED names an
 * already seeded league to start from (a PGlite DATA_DIR, copied; or a PostgreSQL database, used
 * as the scratch database's template).
 */

const NOW = "2026-11-22T18:00:00Z";
const ENGINE = process.argv[2] === "postgres" ? "postgres" : "pglite";
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SEEDED = process.env.BENCH_DEPTH_SEEDED;
const DURATION_S = 10;
const CONNECTIONS = 10;

/**
 * `cpuUs`: this process's CPU time per request answered while the load ran (the server, PGlite
 * included, or the floor server, run here; the load runs in another process): on a shared
 * machine it moves far less with the other sessions than the latencies do.
 */
type Load = { p50: number; p99: number; rps: number; requests: number; failed: number; cpuUs: number };

async function load(
  origin: string,
  paths: string[],
  dir: string,
  name: string,
  connections = CONNECTIONS,
): Promise<Load> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(paths));
  const script = join(import.meta.dirname, "url-load.ts");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", script, origin, String(connections), String(DURATION_S), file],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const cpuBefore = process.cpuUsage();
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const [code] = await once(child, "close");
  const cpu = process.cpuUsage(cpuBefore);
  if (code !== 0) throw new Error(`the load exited with ${code}`);
  const r = JSON.parse(output) as {
    latency: { p50: number; p99: number };
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    failed: r.non2xx + r.errors + r.timeouts,
    cpuUs: Math.round((cpu.user + cpu.system) / Math.max(1, r.requests.total)),
  };
}

/** The server's garbage-collection pauses while a load runs (it runs in this process). */
function gcPauses() {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ entryTypes: ["gc"] });
  return {
    stop() {
      observer.disconnect();
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        longest: round(Math.max(0, ...durations)),
        total: round(durations.reduce((a, b) => a + b, 0)),
      };
    },
  };
}

/** The floor: every request answered at once with the same bytes. */
function staticServer(body: string): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(body));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function baseline(origin: string, paths: string[], dir: string, name: string): Promise<Load> {
  const body = await (await fetch(`${origin}${paths[0]}`)).text();
  const server = await staticServer(body);
  try {
    return await load(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      paths,
      dir,
      `${name}-static`,
    );
  } finally {
    server.close();
  }
}

/** Players whose page is open: each is viewed once, then filtered over and over. */
const VIEWED_PLAYERS = 40;

/**
 * Filters of the bar combined (map × side × result × first match day) for each viewed player:
 * thousands of distinct queries, more than a run makes, so every request is an answer not kept.
 */
function filteredStatsPaths(season: number, players: string[]): string[] {
  const choices = (values: string[]) => ["", ...values];
  const filters = choices(COMPETITIVE_MAPS.map((m) => `&map=${m}`)).flatMap((map) =>
    choices(["&side=CT", "&side=T"]).flatMap((side) =>
      choices(MAP_RESULTS.map((r) => `&result=${r}`)).flatMap((result) =>
        choices(["&from=M2", "&from=M4"]).map((from) => `${map}${side}${result}${from}`),
      ),
    ),
  );
  const paths = players.flatMap((id) =>
    filters.map(
      (f) => `/api/fragboard/player-stats?steam64Id=${id}&season=${season}&matchType=Regulation${f}`,
    ),
  );
  // Interleaved players, so consecutive requests are not one player's filters over and over.
  return paths.sort((a, b) => hash(a) - hash(b));
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Two- to four-letter pieces of real names (start, middle), any case: what people type. */
function searchPaths(names: string[]): string[] {
  return names.flatMap((name) => {
    const pieces = [name.slice(0, 2), name.slice(1, 4).toUpperCase(), name.slice(-3)];
    return pieces
      .filter((p) => p.trim().length >= 2)
      .map((p) => `/api/fragboard/search?q=${encodeURIComponent(p)}`);
  });
}

/**
 * Every two- to four-letter piece of every name, deduplicated and shuffled: more distinct queries
 * than a 10 s load makes, so (nearly) every search misses the kept answers and scans the index.
 */
function distinctSearchPaths(names: string[]): string[] {
  const pieces = new Set<string>();
  for (const name of names)
    for (let length = 2; length <= 4; length++)
      for (let at = 0; at + length <= name.length; at++) {
        const piece = name.slice(at, at + length).toLowerCase();
        if (piece.trim().length >= 2) pieces.add(piece);
      }
  return [...pieces]
    .map((p) => `/api/fragboard/search?q=${encodeURIComponent(p)}`)
    .sort((a, b) => hash(a) - hash(b));
}

/** The first request for each player, no filter: his lines are read from the database. */
function firstReadPaths(season: number, players: string[]): string[] {
  return players
    .map((id) => `/api/fragboard/player-stats?steam64Id=${id}&season=${season}&matchType=Regulation&from=M1`)
    .sort((a, b) => hash(a) - hash(b));
}

/** Stores the default league in `dataDir` with the seed command, in a process of its own. */
async function seedInAnotherProcess(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO_ROOT, "server/src/seed/cli.ts")], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SIM_SEED: "fragboard",
      SIM_NOW: NOW,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
}

/**
 * The seeded league on the chosen engine. PGlite's is seeded by another process, so this one's
 * heap holds the server alone, as after `npm start`: seeding in this process left a heap whose
 * major collections paused answers by 100 ms (pass BENCH_DEPTH_SEEDED on PostgreSQL for the same).
 */
async function openLeague(dataDir: string): Promise<Database> {
  if (ENGINE === "pglite") {
    if (SEEDED) cpSync(SEEDED, dataDir, { recursive: true });
    else await seedInAnotherProcess(dataDir);
    return openDatabase(dbTarget(loadConfig({ SIM_NOW: NOW, DATA_DIR: dataDir })));
  }
  const database = await openScratchPostgres(SERVER_URL, SEEDED);
  // In this process: the seed command fails on PostgreSQL (json_populate_recordset given a scalar,
  // on its first insert), while seedDatabase on an opened database does not.
  if (!SEEDED) await seedDatabase(database, { seed: "fragboard", now: NOW, simulatedSeasons: null });
  return database;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "fragboard-depth-"));
  const database = await openLeague(dataDir);
  const config = loadConfig({ SIM_NOW: NOW, DATA_DIR: dataDir });
  try {
    // The per-IP limit would turn a load test from one address into 429s.
    const rateLimits = { reads: 1e9, writes: 1e9, windowMs: 60_000 };
    const app = await buildApp({ database, config, rateLimits });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const season = (
      (await (await fetch(`${origin}/api/csc/cached-season-metadata`)).json()) as { number: number }
    ).number;
    const roster = (await (await fetch(`${origin}/api/csc/cached-players?season=${season}`)).json()) as {
      data: { steam64Id: string; name: string }[];
    };

    const viewed = roster.data
      .map((p) => p.steam64Id)
      .sort((a, b) => hash(a) - hash(b))
      .slice(0, VIEWED_PLAYERS);
    const statsPaths = filteredStatsPaths(season, viewed);
    const queries = searchPaths(roster.data.map((p) => p.name));
    const distinct = distinctSearchPaths(roster.data.map((p) => p.name));
    // Warm-up, not measured (the machine's floor needs none): the first seconds after start-up
    // compile the server's code; these queries are not the measured ones (another limit).
    await load(
      origin,
      distinct.map((path) => `${path}&limit=50`),
      dataDir,
      "warm-up",
    );
    // Search first: the filtered run leaves thousands of answers in the cache (and the heap).
    const search = await load(origin, queries, dataDir, "search");
    const searchFloor = await baseline(origin, queries, dataDir, "search");
    // The same with every query new: the index scanned on every request, no kept answer.
    const searchMiss = await load(origin, distinct, dataDir, "search-distinct");
    // Each request a player whose lines are not in memory yet (until the list comes round again).
    const firstPaths = firstReadPaths(
      season,
      roster.data.map((p) => p.steam64Id),
    );
    const firstRead = await load(origin, firstPaths, dataDir, "stats-first-read");
    // Each viewed player's page opens (his season's lines are read), then his filters change.
    for (const id of viewed)
      await fetch(`${origin}/api/fragboard/player-stats?steam64Id=${id}&season=${season}`);
    // One connection first: its latency is the service time, without queueing behind the others.
    const alone = await load(origin, statsPaths.slice().reverse(), dataDir, "stats-alone", 1);
    const gc = gcPauses();
    const stats = await load(origin, statsPaths, dataDir, "stats");
    const pauses = gc.stop();
    const statsFloor = await baseline(origin, statsPaths, dataDir, "stats");
    const load1m = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const heapMiB = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
    await app.close();

    const figures: Figure[] = [
      {
        name: "filtered stats, a player's first request (lines read): p50",
        value: firstRead.p50,
        unit: "ms",
      },
      {
        name: "filtered stats, a player's first request (lines read): p99",
        value: firstRead.p99,
        unit: "ms",
      },
      { name: "filtered stats, a player's first request: req/s", value: firstRead.rps, unit: "req/s" },
      {
        name: "filtered stats, a player's first request: server CPU per request",
        value: firstRead.cpuUs,
        unit: "µs",
      },
      {
        name: "filtered stats, a player's first request: distinct players / requests made",
        value:
          Math.round(
            (Math.min(firstPaths.length, firstRead.requests) / Math.max(1, firstRead.requests)) * 100,
          ) / 100,
        unit: "x",
      },
      { name: "filtered stats, a new filter (uncached), 1 connection: p50", value: alone.p50, unit: "ms" },
      { name: "filtered stats, a new filter (uncached), 1 connection: p99", value: alone.p99, unit: "ms" },
      { name: "filtered stats, a new filter (uncached): p50", value: stats.p50, unit: "ms" },
      { name: "filtered stats, a new filter (uncached): p99", value: stats.p99, unit: "ms", target: "≤ 50" },
      { name: "filtered stats, a new filter (uncached): req/s", value: stats.rps, unit: "req/s" },
      {
        name: "filtered stats, a new filter (uncached): server CPU per request",
        value: stats.cpuUs,
        unit: "µs",
      },
      {
        name: "filtered stats, a new filter (uncached), 1 connection: server CPU per request",
        value: alone.cpuUs,
        unit: "µs",
      },
      { name: "filtered stats: static server CPU per request", value: statsFloor.cpuUs, unit: "µs" },
      { name: "filtered stats: static server p99 (the machine's floor)", value: statsFloor.p99, unit: "ms" },
      {
        name: "filtered stats: distinct queries / requests made",
        value:
          Math.round((Math.min(statsPaths.length, stats.requests) / Math.max(1, stats.requests)) * 100) / 100,
        unit: "x",
        target: "1 (every request a cache miss)",
      },
      { name: "filtered stats: failed requests", value: stats.failed, unit: "requests", target: "0" },
      { name: "filtered stats: server GC pauses, longest", value: pauses.longest, unit: "ms" },
      { name: "filtered stats: server GC pauses, total", value: pauses.total, unit: "ms" },
      { name: "search: p50", value: search.p50, unit: "ms" },
      { name: "search: p99", value: search.p99, unit: "ms", target: "≤ 20" },
      { name: "search: req/s", value: search.rps, unit: "req/s" },
      { name: "search: server CPU per request", value: search.cpuUs, unit: "µs" },
      { name: "search: static server CPU per request", value: searchFloor.cpuUs, unit: "µs" },
      { name: "search: static server p99 (the machine's floor)", value: searchFloor.p99, unit: "ms" },
      { name: "search: failed requests", value: search.failed, unit: "requests", target: "0" },
      {
        name: "search: p99 / static server p99 (the machine's load taken out)",
        value: Math.round((search.p99 / Math.max(1, searchFloor.p99)) * 10) / 10,
        unit: "x",
      },
      { name: "search, every query new: p50", value: searchMiss.p50, unit: "ms" },
      { name: "search, every query new: p99", value: searchMiss.p99, unit: "ms", target: "≤ 20" },
      { name: "search, every query new: req/s", value: searchMiss.rps, unit: "req/s" },
      { name: "search, every query new: server CPU per request", value: searchMiss.cpuUs, unit: "µs" },
      {
        name: "search, every query new: distinct queries / requests made",
        value:
          Math.round(
            (Math.min(distinct.length, searchMiss.requests) / Math.max(1, searchMiss.requests)) * 100,
          ) / 100,
        unit: "x",
      },
      {
        name: "filtered stats: p99 / static server p99 (the machine's load taken out)",
        value: Math.round((stats.p99 / Math.max(1, statsFloor.p99)) * 10) / 10,
        unit: "x",
      },
      { name: "server heap used after the runs", value: heapMiB, unit: "MiB" },
      { name: "load average (1 min) after", value: load1m, unit: "" },
    ];
    report(ENGINE === "pglite" ? "player-depth" : "player-depth-postgres", figures, {
      engine: ENGINE,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      players: roster.data.length,
      viewedPlayers: viewed.length,
      filteredQueries: statsPaths.length,
      distinctSearches: distinct.length,
    });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
