import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { CSC_PLAYERS, type MatchType } from "@fragboard/core";
import { buildApp, loadConfig, openDatabase } from "@fragboard/server";
import { type Figure, printFigures, report } from "./results.js";
import { copySeededLeague, LEAGUE_NOW } from "./seeded-league.js";

/**
 * API throughput on the default seeded league (embedded database, as `npm start` runs it; a copy
 * of the league seeded-league.ts keeps), next to
 * a plain node:http server answering the very same bytes and headers from memory: the ceiling
 * for this machine. The load runs in a separate process (autocannon's command line), so this process
 * is the servers' alone and its CPU time per request is theirs: a figure a busy shared machine
 * distorts far less than requests per second, which drop with whatever else runs.
 */

const DURATION_S = 10;
const CONNECTIONS = 100;
/** At 100 connections latency is queueing (connections / throughput); 10 shows the service time. */
const LIGHT_CONNECTIONS = 10;
/**
 * `npx tsx bench/src/http.ts profile`: only the targets whose name contains one
 * of the arguments. A filtered run prints its figures but leaves bench/results/http.json alone.
 */
const only = process.argv.slice(2);
/** What browsers send; both servers answer brotli. */
const CLIENT_HEADERS = { "accept-encoding": "br, gzip" };

/** docs/api.md#graphql: the franchise list with its teams and rosters. */
const FRANCHISES = `query franchises {
  franchises(active: true) {
    name prefix logo { name } gm { name } agms { name }
    teams { id name captain { steam64Id } tier { name mmrCap } players { id name discordId steam64Id mmr } }
  }
}`;

/**
 * Issue #28: a league list (the same answer for everyone) ≥ 0.5× static with p99 ≤ 20 ms at 10
 * connections; any other read (a person's, a match's, a map's) ≥ 0.3× with p99 ≤ 50 ms.
 */
type Kind = "list" | "read";
const TARGETS: Record<Kind, { ratio: string; p99AtLight: string }> = {
  list: { ratio: "≥ 0.5", p99AtLight: "≤ 20" },
  read: { ratio: "≥ 0.3", p99AtLight: "≤ 50" },
};
/** Issue #28 item 2: the server's CPU per answer against the static server's. */
const CPU_RATIO_TARGET = "≤ 2";

type Target = {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  kind: Kind;
};
type Recorded = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One raw exchange (no decompression), to replay byte for byte. */
function record(port: number, target: Target): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...CLIENT_HEADERS,
      ...(target.body ? { "content-type": "application/json" } : {}),
    };
    const req = request(
      { port, host: "127.0.0.1", method: target.method, path: target.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end(target.body);
  });
}

/** Answers each recorded request with its recorded status, headers and bytes. */
function staticServer(answers: Map<string, Recorded>): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    req.resume();
    req.on("end", () => {
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      const headers = { ...answer.headers };
      delete headers["transfer-encoding"];
      delete headers.connection;
      delete headers["keep-alive"];
      res.writeHead(answer.status, { ...headers, "content-length": answer.body.length }).end(answer.body);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon");

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

function load(port: number, target: Target, connections = CONNECTIONS) {
  const headers = { ...CLIENT_HEADERS, ...(target.body ? { "content-type": "application/json" } : {}) };
  return run([
    AUTOCANNON,
    "--json",
    ...["-c", String(connections), "-d", String(DURATION_S), "-m", target.method],
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]),
    ...(target.body ? ["-b", target.body] : []),
    `http://127.0.0.1:${port}${target.path}`,
  ]);
}

/** GETs cycling through `paths` (url-load.ts), each asked once while there are more paths than requests. */
function loadEach(port: number, paths: string[], dir: string) {
  const file = join(dir, "paths.json");
  writeFileSync(file, JSON.stringify(paths));
  const script = join(import.meta.dirname, "url-load.ts");
  return run([
    "--import",
    "tsx",
    script,
    `http://127.0.0.1:${port}`,
    String(LIGHT_CONNECTIONS),
    String(DURATION_S),
    file,
  ]);
}

async function run(args: string[]) {
  const cpuBefore = process.cpuUsage();
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const [code] = await once(child, "close");
  const cpu = process.cpuUsage(cpuBefore);
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as AutocannonJson;
  // Failures are figures too: a run with errors or timeouts reports them instead of aborting.
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
  };
}

/** What compressing once per cache entry saves: one compression of the cached-stats answer. */
function compressionCost(body: Buffer): Figure[] {
  const time = (fn: () => Buffer) => {
    const start = performance.now();
    const out = fn();
    return { ms: Math.round((performance.now() - start) * 10) / 10, kb: Math.round(out.length / 1024) };
  };
  const brotli = (quality: number) =>
    time(() =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: quality,
        },
      }),
    );
  const q5 = brotli(5);
  const q11 = brotli(11);
  const gzip = time(() => gzipSync(body, { level: 6 }));
  return [
    { name: "cached-stats JSON size", value: Math.round(body.length / 1024), unit: "KiB" },
    { name: "brotli q5 (used): time", value: q5.ms, unit: "ms" },
    { name: "brotli q5 (used): size", value: q5.kb, unit: "KiB" },
    { name: "brotli q11: time", value: q11.ms, unit: "ms" },
    { name: "brotli q11: size", value: q11.kb, unit: "KiB" },
    { name: "gzip 6 (used): time", value: gzip.ms, unit: "ms" },
    { name: "gzip 6 (used): size", value: gzip.kb, unit: "KiB" },
  ];
}

/** A played match of the season and one of its maps: the match page and the map's box score. */
async function playedMatch(base: string, season: number) {
  const res = await fetch(`${base}/api/fragboard/matches?season=${season}&status=played`);
  const { results } = (await res.json()) as {
    results: { matches: { id: string; maps: { matchId: string }[] }[] }[];
  };
  const match = results.flatMap((day) => day.matches).find((m) => m.maps.length > 0);
  const map = match?.maps[0];
  if (!match || !map) throw new Error(`season ${season} has no played match`);
  return { id: match.id, mapId: map.matchId };
}

/** Every played map of the league with its match type, newest season first. */
async function everyPlayedMap(base: string, season: number) {
  const maps: { matchId: string; matchType: MatchType }[] = [];
  for (let s = season; s >= 1; s--) {
    const res = await fetch(`${base}/api/fragboard/matches?season=${s}&status=played`);
    if (!res.ok) break;
    const { results } = (await res.json()) as {
      results: { matches: { matchType: MatchType; maps: { matchId: string }[] }[] }[];
    };
    for (const match of results.flatMap((day) => day.matches))
      for (const map of match.maps) maps.push({ matchId: map.matchId, matchType: match.matchType });
  }
  return maps;
}

async function main() {
  const dataDir = await copySeededLeague("fragboard-http-");
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    const config = loadConfig({ SIM_NOW: LEAGUE_NOW, DATA_DIR: dataDir });
    // The per-IP limit would turn a load test from one address into 429s.
    const rateLimits = { reads: 1e9, writes: 1e9, windowMs: 60_000 };
    // Logging as `npm start` does (LOG_LEVEL info), into a sink: its cost is part of each answer.
    const sink = createWriteStream("/dev/null");
    const app = await buildApp({ database, config, rateLimits, logger: { stream: sink } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;

    const metadata = await fetch(`${base}/api/csc/cached-season-metadata`);
    const season = ((await metadata.json()) as { number: number }).number;
    const players = await fetch(`${base}/api/csc/cached-players?season=${season}`);
    const { data } = (await players.json()) as { data: { discordId: string | null }[] };
    const discordId = data.find((p) => p.discordId)?.discordId;
    const match = await playedMatch(base, season);
    const graphql = (operationName: string, query: string, variables: Record<string, unknown>) =>
      JSON.stringify({ operationName, query, variables });

    const allTargets: Target[] = [
      {
        name: "cached-players",
        method: "GET",
        path: `/api/csc/cached-players?season=${season}`,
        kind: "list",
      },
      {
        name: "cached-stats",
        method: "GET",
        path: `/api/csc/cached-stats?season=${season}&matchType=Regulation`,
        kind: "list",
      },
      {
        name: "graphql players",
        method: "POST",
        path: "/api/graphql/core",
        body: graphql("CscPlayers", CSC_PLAYERS, {}),
        kind: "list",
      },
      {
        name: "graphql franchises",
        method: "POST",
        path: "/api/graphql/core",
        body: graphql("franchises", FRANCHISES, {}),
        kind: "list",
      },
      { name: "profile", method: "GET", path: `/api/profile?discordId=${discordId}`, kind: "read" },
      // Issue #28 item 1: the community reads and a played match's.
      { name: "articles", method: "GET", path: "/api/fragboard/articles", kind: "read" },
      { name: "plusRep", method: "GET", path: `/api/fragboard/plusRep?discordId=${discordId}`, kind: "read" },
      {
        name: "pickems consensus",
        method: "GET",
        path: `/api/fragboard/pickems/matchup-concensus?season=${season}`,
        kind: "read",
      },
      {
        name: "match page",
        method: "GET",
        path: `/api/fragboard/matches/${encodeURIComponent(match.id)}`,
        kind: "read",
      },
      {
        name: "box score (extendedMatchStats)",
        method: "GET",
        path: `/api/fragboard/extendedMatchStats?matchId=${match.mapId}&matchType=Regulation`,
        kind: "read",
      },
    ];
    const targets = only.length
      ? allTargets.filter((t) => only.some((word) => t.name.includes(word)))
      : allTargets;

    const answers = new Map<string, Recorded>();
    for (const target of targets) {
      const recorded = await record(port, target);
      if (recorded.status !== 200) throw new Error(`${target.name}: ${recorded.status} ${recorded.body}`);
      answers.set(`${target.method} ${target.path}`, recorded);
    }
    const statsPath = allTargets.find((t) => t.name === "cached-stats")?.path;
    const statsJson = Buffer.from(await (await fetch(`${base}${statsPath}`)).arrayBuffer());
    const baseline = await staticServer(answers);
    const basePort = (baseline.address() as AddressInfo).port;

    const figures: Figure[] = [];
    const runs: Record<string, unknown> = {};
    for (const target of targets) {
      const ours = await load(port, target);
      const plain = await load(basePort, target);
      const light = await load(port, target, LIGHT_CONNECTIONS);
      // The floor at 10 connections too: on a busy machine the static server's p99 moves as well.
      const plainLight = await load(basePort, target, LIGHT_CONNECTIONS);
      const ratio = Math.round((ours.rps / plain.rps) * 100) / 100;
      const cpuRatio = Math.round((ours.cpuUsPerRequest / Math.max(1, plain.cpuUsPerRequest)) * 100) / 100;
      // The machine may be shared: a ratio means something only next to how busy it was.
      const load1m = Math.round((loadavg()[0] ?? 0) * 10) / 10;
      const answer = answers.get(`${target.method} ${target.path}`);
      runs[target.name] = {
        ours,
        static: plain,
        oursAt10Connections: light,
        staticAt10Connections: plainLight,
        bytes: answer?.body.length,
        encoding: answer?.headers["content-encoding"] ?? "identity",
        loadAverage: load1m,
      };
      const goal = TARGETS[target.kind];
      figures.push(
        { name: `${target.name}: req/s`, value: ours.rps, unit: "req/s" },
        { name: `${target.name}: static req/s`, value: plain.rps, unit: "req/s" },
        { name: `${target.name}: ratio to static`, value: ratio, unit: "x", target: goal.ratio },
        { name: `${target.name}: p50`, value: ours.p50, unit: "ms" },
        { name: `${target.name}: p99`, value: ours.p99, unit: "ms", target: "≤ 25" },
        { name: `${target.name}: static p99`, value: plain.p99, unit: "ms" },
        { name: `${target.name}: failed requests`, value: ours.failed, unit: "requests", target: "0" },
        { name: `${target.name}: server CPU per request`, value: ours.cpuUsPerRequest, unit: "µs" },
        { name: `${target.name}: static CPU per request`, value: plain.cpuUsPerRequest, unit: "µs" },
        {
          name: `${target.name}: CPU per request vs static`,
          value: cpuRatio,
          unit: "x",
          target: CPU_RATIO_TARGET,
        },
        {
          name: `${target.name}: p99 at ${LIGHT_CONNECTIONS} connections`,
          value: light.p99,
          unit: "ms",
          target: goal.p99AtLight,
        },
        {
          name: `${target.name}: static p99 at ${LIGHT_CONNECTIONS} connections`,
          value: plainLight.p99,
          unit: "ms",
        },
        { name: `${target.name}: load average (1 min) after`, value: load1m, unit: "" },
      );
    }
    // Issue #28 item 1: a played map's first read. The server builds the newest maps ahead once
    // it is ready (main.ts); here that is timed, then the maps it built are read (each first read
    // finds it kept), and, in the same sitting, the older maps it left (each read builds one).
    const firstReads = only.some((word) => "box score".includes(word)) || !only.length;
    const boxScore = runs["box score (extendedMatchStats)"] as
      | { static: { rps: number }; staticAt10Connections: { rps: number } }
      | undefined;
    if (firstReads && boxScore) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      app.boxScores.buildAhead();
      await app.boxScores.settled();
      const cpu = process.cpuUsage(cpuBefore);
      const kept = app.boxScores.kept;
      const ahead = {
        maps: kept.answers,
        seconds: Math.round(performance.now() - started) / 1000,
        cpuSeconds: Math.round((cpu.user + cpu.system) / 1000) / 1000,
        mib: Math.round((kept.bytes / 2 ** 20) * 10) / 10,
      };
      const every = await everyPlayedMap(base, season);
      runs["box scores built ahead"] = { ...ahead, playedMaps: every.length };
      figures.push(
        { name: "box scores built ahead: maps", value: ahead.maps, unit: `of ${every.length}` },
        { name: "box scores built ahead: wall", value: ahead.seconds, unit: "s" },
        { name: "box scores built ahead: CPU", value: ahead.cpuSeconds, unit: "s" },
        { name: "box scores built ahead: kept", value: ahead.mib, unit: "MiB" },
      );
      const path = (map: (typeof every)[number]) =>
        `/api/fragboard/extendedMatchStats?matchId=${map.matchId}&matchType=${map.matchType}`;
      const built = (map: (typeof every)[number]) => app.boxScores.has(map.matchId, map.matchType);
      const sets = [
        { name: "box score, first read of a map built ahead", paths: every.filter(built).map(path) },
        {
          name: "box score, first read of a map not built ahead",
          paths: every.filter((map) => !built(map)).map(path),
        },
      ];
      for (const { name, paths } of sets) {
        if (!paths.length) continue;
        const first = await loadEach(port, paths, dataDir);
        runs[name] = {
          ours: first,
          maps: paths.length,
          loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
        };
        figures.push(
          { name: `${name}: req/s at ${LIGHT_CONNECTIONS} connections`, value: first.rps, unit: "req/s" },
          {
            name: `${name}: ratio to static (a kept box score, ${LIGHT_CONNECTIONS} connections)`,
            value: Math.round((first.rps / boxScore.staticAt10Connections.rps) * 1000) / 1000,
            unit: "x",
            target: TARGETS.read.ratio,
          },
          {
            name: `${name}: ratio to static at ${CONNECTIONS} connections (the issue's)`,
            value: Math.round((first.rps / boxScore.static.rps) * 1000) / 1000,
            unit: "x",
          },
          { name: `${name}: p50`, value: first.p50, unit: "ms" },
          { name: `${name}: p99`, value: first.p99, unit: "ms", target: TARGETS.read.p99AtLight },
          { name: `${name}: server CPU per request`, value: first.cpuUsPerRequest, unit: "µs" },
          { name: `${name}: failed requests`, value: first.failed, unit: "requests", target: "0" },
        );
      }
    }
    baseline.close();
    await app.close();
    if (only.length) {
      printFigures(`http (only ${only.join(", ")}; bench/results/http.json left as it was)`, figures);
      return;
    }
    figures.push(...compressionCost(statsJson));
    report("http", figures, {
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      lightConnections: LIGHT_CONNECTIONS,
      clientHeaders: CLIENT_HEADERS,
      runs,
    });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
