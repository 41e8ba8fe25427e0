import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN_SCOPE, type MapEvents } from "@fragboard/core";
import { openDatabase, seedDatabase, sessionKey, signSession } from "@fragboard/server";
import { simulateLeague } from "@fragboard/sim";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Figure, report } from "./results.js";
import { soakRequests } from "./soak-mix.js";
import { redisRestart } from "./soak-redis.js";
import {
  METRICS_TOKEN,
  ingest as postMap,
  randomPort,
  SOAK_NOW,
  SOAK_SECRET,
  SOAK_SEED,
  startServer as startSoakServer,
  stop,
} from "./soak-server.js";

/**
 * Issue #12 item 12, soak and faults on the embedded database (one simulated season):
 * - soak: mixed reads at a fixed rate with a map ingest every 3 s (errors, p99, RSS at start and
 *   end); SOAK_SECONDS (default 600) and SOAK_RATE (default 300 req/s) shorten it on a busy machine;
 * - kill -9 in the middle of an ingest, then a restart: every acknowledged map is there whole, and
 *   the one cut short is either whole or absent, never half stored;
 * - the alias attack (1,000 aliases of `players` in one 40 kB POST): time to its 400;
 * - a Redis restart under the same mix (soak-redis.ts): errors before, during and after, and the
 *   time to recover.
 */

const NOW = SOAK_NOW;
const SEED = SOAK_SEED;
const SECRET = SOAK_SECRET;
const PORT = randomPort();
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 300);
/** The same mix and ingests before the first RSS reading: caches, JIT and PGlite's buffers fill up. */
const WARM_SECONDS = Number(process.env.SOAK_WARM_SECONDS ?? 60);
/** Reads alone, no ingests: the p99 an ingest every 3 s is compared with. */
const QUIET_SECONDS = Number(process.env.SOAK_QUIET_SECONDS ?? 60);
const SAMPLE_EVERY_MS = 30_000;
const base = `http://127.0.0.1:${PORT}`;

/** The server's own memory and event-loop figures, from GET /api/metrics (prom-client). */
type Sample = {
  atSeconds: number;
  rssMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
  /** Event-loop delay since the previous scrape (prom-client resets its histogram on each). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
};

async function sample(atSeconds: number): Promise<Sample> {
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) =>
    Number(new RegExp(`^fragboard_${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN);
  const mib = (name: string) => Math.round((value(name) / 1024 / 1024) * 10) / 10;
  const ms = (name: string) => Math.round(value(name) * 1000 * 10) / 10;
  return {
    atSeconds,
    rssMiB: mib("process_resident_memory_bytes"),
    heapUsedMiB: mib("nodejs_heap_size_used_bytes"),
    externalMiB: mib("nodejs_external_memory_bytes"),
    loopDelayP99Ms: ms("nodejs_eventloop_lag_p99_seconds"),
    loopDelayMaxMs: ms("nodejs_eventloop_lag_max_seconds"),
  };
}

const growth = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;

const startServer = async (dataDir: string): Promise<ChildProcess> =>
  (await startSoakServer(dataDir, PORT)).child;

const ingest = (map: MapEvents, token: string) => postMap(base, map, token);

async function soak(maps: MapEvents[], token: string, season: number) {
  const requests = soakRequests(season, 1);
  const load = (duration: number) =>
    autocannon({
      url: base,
      requests,
      connections: 30,
      overallRate: SOAK_RATE,
      duration,
      workers: 1,
      headers: { "accept-encoding": "br, gzip" },
    });
  let ingests = 0;
  let ingestFailures = 0;
  let mapIndex = 0;
  /** Posts a map every 3 s until the returned stop is awaited. */
  const ingestEvery3s = () => {
    let running = true;
    const loop = (async () => {
      while (running) {
        const ok = await ingest(maps[mapIndex++ % maps.length] as MapEvents, token).catch(() => false);
        ingests++;
        if (!ok) ingestFailures++;
        await new Promise((r) => setTimeout(r, 3_000));
      }
    })();
    return async () => {
      running = false;
      await loop;
    };
  };

  // Warm with the soak's own mix and ingests, so the readings start from a steady state, not
  // from a process that has yet to fill its caches, JIT and PGlite's buffers.
  let stopIngests = ingestEvery3s();
  await load(WARM_SECONDS);
  await stopIngests();
  const quiet = await load(QUIET_SECONDS);
  ingests = 0;
  ingestFailures = 0;

  const started = performance.now();
  const samples = [await sample(0)];
  const sampler = setInterval(() => {
    sample(Math.round((performance.now() - started) / 1000)).then(
      (s) => samples.push(s),
      () => {},
    );
  }, SAMPLE_EVERY_MS);
  stopIngests = ingestEvery3s();
  const result = await load(SOAK_SECONDS);
  await stopIngests();
  clearInterval(sampler);
  samples.push(await sample(Math.round((performance.now() - started) / 1000)));
  const first = samples[0] as Sample;
  const last = samples.at(-1) as Sample;
  const middle = samples.reduce((best, s) =>
    Math.abs(s.atSeconds - last.atSeconds / 2) < Math.abs(best.atSeconds - last.atSeconds / 2) ? s : best,
  );
  const errors = result.errors + result.timeouts + result.non2xx;
  const figures: Figure[] = [
    {
      name: `soak: requests (${SOAK_SECONDS} s at ${SOAK_RATE} req/s, after ${WARM_SECONDS} s of warm-up)`,
      value: result.requests.total,
      unit: "requests",
    },
    { name: "soak: errors (failed, timed out or not 2xx)", value: errors, unit: "requests", target: "0" },
    { name: "soak: p99 latency, ingest every 3 s", value: result.latency.p99, unit: "ms" },
    {
      name: `soak: p99 latency, reads alone (${QUIET_SECONDS} s before)`,
      value: quiet.latency.p99,
      unit: "ms",
    },
    {
      name: "soak: errors, reads alone",
      value: quiet.errors + quiet.timeouts + quiet.non2xx,
      unit: "requests",
      target: "0",
    },
    {
      name: "soak: event-loop delay, worst 30 s p99",
      value: Math.max(...samples.slice(1).map((s) => s.loopDelayP99Ms)),
      unit: "ms",
    },
    { name: "soak: ingests (one every 3 s)", value: ingests, unit: "maps" },
    { name: "soak: failed ingests", value: ingestFailures, unit: "maps", target: "0" },
    { name: "soak: RSS at start", value: first.rssMiB, unit: "MiB" },
    { name: "soak: RSS at end", value: last.rssMiB, unit: "MiB" },
    { name: "soak: RSS growth", value: growth(first.rssMiB, last.rssMiB), unit: "%", target: "< 10" },
    { name: "soak: RSS growth, first half", value: growth(first.rssMiB, middle.rssMiB), unit: "%" },
    { name: "soak: RSS growth, second half", value: growth(middle.rssMiB, last.rssMiB), unit: "%" },
    { name: "soak: heap used at start", value: first.heapUsedMiB, unit: "MiB" },
    { name: "soak: heap used at end", value: last.heapUsedMiB, unit: "MiB" },
    { name: "soak: external (incl. PGlite's wasm memory) at start", value: first.externalMiB, unit: "MiB" },
    { name: "soak: external at end", value: last.externalMiB, unit: "MiB" },
  ];
  return { figures, samples };
}

/** Posts maps one after another and kills the server with SIGKILL while one is being stored. */
async function killDuringIngest(maps: MapEvents[], token: string, server: ChildProcess) {
  const acknowledged: MapEvents[] = [];
  let inFlight: MapEvents | null = null;
  const killAfterMs = 1_500;
  const killer = setTimeout(() => server.kill("SIGKILL"), killAfterMs);
  for (const map of maps) {
    inFlight = map;
    const ok = await ingest(map, token).catch(() => false);
    if (!ok) break;
    acknowledged.push(map);
  }
  clearTimeout(killer);
  await stop(server, "SIGKILL");
  return { acknowledged, cutShort: inFlight };
}

async function roundsStored(dataDir: string, maps: MapEvents[]): Promise<Map<string, number>> {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    const counts = new Map<string, number>();
    for (const map of maps) {
      const rows = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from rounds where match_id = ${map.matchId}`,
      );
      counts.set(
        map.matchId,
        Number(
          (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ??
            (rows as unknown as { n: number }[])[0]?.n,
        ),
      );
    }
    return counts;
  } finally {
    await database.close();
  }
}

async function aliasAttack(): Promise<{ ms: number; status: number }> {
  const fields = Array.from({ length: 1_000 }, (_, i) => `a${i}: players { id name avatarUrl }`).join(" ");
  const started = performance.now();
  const res = await fetch(`${base}/api/graphql/core`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ ${fields} }` }),
  });
  await res.arrayBuffer();
  return { ms: Math.round(performance.now() - started), status: res.status };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "fragboard-soak-"));
  try {
    const sim = simulateLeague({ seed: SEED, now: new Date(NOW), simulatedSeasons: 1 });
    const season = sim.currentSeason;
    const maps = [...sim.maps()].filter((m) => m.season === season).slice(0, 40);
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await seedDatabase(database, { seed: SEED, now: NOW, simulatedSeasons: 1 });
    await database.close();
    const token = await signSession(
      sessionKey(SECRET),
      { sub: "123456789012345678", scopes: [ADMIN_SCOPE] },
      "2h",
    );

    let server = await startServer(dataDir);
    const { figures, samples } = await soak(maps, token, season);
    const alias = await aliasAttack();
    figures.push(
      { name: "alias attack (1,000 aliases of players): time to the answer", value: alias.ms, unit: "ms" },
      { name: "alias attack: HTTP status", value: alias.status, unit: "", target: "400" },
    );

    // Its own server, with REDIS_URL, on the same data directory (one server per DATA_DIR).
    await stop(server);
    figures.push(...(await redisRestart({ dataDir, maps, token, season })));
    server = await startServer(dataDir);

    const { acknowledged, cutShort } = await killDuringIngest(maps, token, server);
    server = await startServer(dataDir);
    await stop(server);
    const expected = (m: MapEvents) => m.rounds.length;
    const stored = await roundsStored(dataDir, cutShort ? [...acknowledged, cutShort] : acknowledged);
    const missing = acknowledged.filter((m) => stored.get(m.matchId) !== expected(m)).length;
    const cut = cutShort ? (stored.get(cutShort.matchId) ?? 0) : 0;
    figures.push(
      {
        name: "kill -9 during ingest: maps acknowledged before the kill",
        value: acknowledged.length,
        unit: "maps",
      },
      {
        name: "kill -9: acknowledged maps missing or partial after restart",
        value: missing,
        unit: "maps",
        target: "0",
      },
      {
        name: "kill -9: the map cut short, rounds stored (whole or 0, never between)",
        value: cut,
        unit: `of ${cutShort ? expected(cutShort) : 0} rounds (a re-post replaces in one transaction)`,
      },
    );
    // A shared machine's load explains latencies the server alone would not.
    report("soak", figures, {
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      soakSeconds: SOAK_SECONDS,
      warmSeconds: WARM_SECONDS,
      quietSeconds: QUIET_SECONDS,
      rate: SOAK_RATE,
      // Every 30 s of the soak: the curve's shape tells a leak (steady climb) from warm-up (a plateau).
      samples,
      database: "pglite",
      league: "one simulated season",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
