import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN_SCOPE, FRANCHISES, type MapEvents } from "@fragboard/core";
import { openDatabase, REPO_ROOT, seedDatabase, sessionKey, signSession } from "@fragboard/server";
import { simulateLeague } from "@fragboard/sim";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Figure, report } from "./results.js";

/**
 * Issue #12 item 12, soak and faults on the embedded database (one simulated season):
 * - soak: mixed reads at a fixed rate with a map ingest every 3 s (errors, p99, RSS at start and
 *   end); SOAK_SECONDS (default 600) and SOAK_RATE (default 300 req/s) shorten it on a busy machine;
 * - kill -9 in the middle of an ingest, then a restart: every acknowledged map is there whole, and
 *   the one cut short is either whole or absent, never half stored;
 * - the alias attack (1,000 aliases of `players` in one 40 kB POST): time to its 400.
 */

const NOW = "2025-03-01T12:00:00.000Z";
const SEED = "soak";
const SECRET = "a-bench-secret-that-is-long-enough-for-hs256";
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 300);
const base = `http://127.0.0.1:${PORT}`;

const rssMiB = (pid: number) =>
  Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

/** The server as `npm start` runs it (compiled when server/dist exists, else through tsx). */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const compiled = join(REPO_ROOT, "server/dist/main.js");
  const args = existsSync(compiled) ? [compiled] : ["--import", "tsx", join(REPO_ROOT, "server/src/main.ts")];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      SIM_NOW: NOW,
      SIM_SEED: SEED,
      JWT_SECRET: SECRET,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
    },
    stdio: "inherit",
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stop = async (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") => {
  if (child.exitCode !== null) return;
  child.kill(signal);
  await new Promise((r) => child.once("exit", r));
};

async function ingest(map: MapEvents, token: string): Promise<boolean> {
  const res = await fetch(`${base}/api/admin/matches`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(map),
  });
  await res.arrayBuffer();
  return res.ok;
}

async function soak(maps: MapEvents[], token: string, season: number, pid: number): Promise<Figure[]> {
  const graphql = JSON.stringify({ query: FRANCHISES, variables: { season } });
  const mix = [
    { path: `/api/csc/cached-players?season=${season}` },
    { path: `/api/csc/cached-stats?season=${season}&matchType=Regulation` },
    { path: "/api/graphql/core", method: "POST" as const, body: graphql },
    { path: `/api/fragboard/standings?season=${season}` },
    { path: "/api/health" },
  ];
  // Visitors behind one proxy (TRUST_PROXY=1): each has the rate limit's budget, as in production.
  const requests = Array.from({ length: 200 }, (_, visitor) =>
    mix.map((r) => ({
      ...r,
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${visitor}.7` },
    })),
  ).flat();
  // Warm the caches and the JIT before the first RSS reading.
  await autocannon({ url: base, requests, connections: 10, duration: 5, workers: 1 });
  const rssStart = rssMiB(pid);
  let ingests = 0;
  let ingestFailures = 0;
  let running = true;
  const ingestLoop = (async () => {
    for (let i = 0; running; i++) {
      const ok = await ingest(maps[i % maps.length] as MapEvents, token).catch(() => false);
      ingests++;
      if (!ok) ingestFailures++;
      await new Promise((r) => setTimeout(r, 3_000));
    }
  })();
  const result = await autocannon({
    url: base,
    requests,
    connections: 30,
    overallRate: SOAK_RATE,
    duration: SOAK_SECONDS,
    workers: 1,
    headers: { "accept-encoding": "br, gzip" },
  });
  running = false;
  await ingestLoop;
  const rssEnd = rssMiB(pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  return [
    {
      name: `soak: requests (${SOAK_SECONDS} s at ${SOAK_RATE} req/s)`,
      value: result.requests.total,
      unit: "requests",
    },
    { name: "soak: errors (failed, timed out or not 2xx)", value: errors, unit: "requests", target: "0" },
    { name: "soak: p99 latency", value: result.latency.p99, unit: "ms" },
    { name: "soak: ingests (one every 3 s)", value: ingests, unit: "maps" },
    { name: "soak: failed ingests", value: ingestFailures, unit: "maps", target: "0" },
    { name: "soak: RSS at start", value: rssStart, unit: "MiB" },
    { name: "soak: RSS at end", value: rssEnd, unit: "MiB" },
    {
      name: "soak: RSS growth",
      value: Math.round(((rssEnd - rssStart) / rssStart) * 1000) / 10,
      unit: "%",
      target: "< 10",
    },
  ];
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
    const figures = await soak(maps, token, season, server.pid as number);
    const alias = await aliasAttack();
    figures.push(
      { name: "alias attack (1,000 aliases of players): time to the answer", value: alias.ms, unit: "ms" },
      { name: "alias attack: HTTP status", value: alias.status, unit: "", target: "400" },
    );

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
      rate: SOAK_RATE,
      database: "pglite",
      league: "one simulated season",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
