import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { ADMIN_SCOPE, type MapEvents } from "@fragboard/core";
import {
  buildApp,
  type Database,
  loadConfig,
  openDatabase,
  openScratchPostgres,
  seedDatabase,
  sessionKey,
  signSession,
} from "@fragboard/server";
import { simulateLeague } from "@fragboard/sim";
import autocannon from "autocannon";
import { type SQL, sql } from "drizzle-orm";
import { type Figure, report } from "./results.js";

/**
 * Issue #12 item 12, PostgreSQL backend connections terminated mid-load: the API on a scratch
 * database of the machine's PostgreSQL (BENCH_DATABASE_URL), reads at a fixed rate and a map
 * ingest every second, and twice in the run every backend of the API is ended with
 * pg_terminate_backend. Figures: requests failed (they should be at most the ones in flight, as
 * 503s), time until an uncached read succeeds again, and whether any map is half stored.
 */

const NOW = "2025-03-01T12:00:00.000Z";
const SEED = "pg-faults";
const SECRET = "a-bench-secret-that-is-long-enough-for-hs256";
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.FAULT_SECONDS ?? 30);
const RATE = Number(process.env.FAULT_RATE ?? 200);
/** When, into the run, the backends are terminated. */
const FAULTS_AT_S = [SECONDS / 3, (2 * SECONDS) / 3];

async function main() {
  const database = await openScratchPostgres(SERVER_URL);
  // Connections of our own to the scratch database, to end the API's ones from outside.
  // PostgreSQL's driver answers rows as an array.
  const rows = async <T>(db: Database, query: SQL) => (await db.db.execute(query)) as unknown as T[];
  const [row] = await rows<{ name: string }>(database, sql`select current_database() as name`);
  const scratch = new URL(SERVER_URL);
  scratch.pathname = `/${row?.name}`;
  const admin = await openDatabase({ kind: "postgres", url: scratch.toString() });
  try {
    const sim = simulateLeague({ seed: SEED, now: new Date(NOW), simulatedSeasons: 1 });
    const season = sim.currentSeason;
    await seedDatabase(database, { seed: SEED, now: NOW, simulatedSeasons: 1 });
    const maps = [...sim.maps()].filter((m) => m.season === season).slice(0, 60);
    const app = await buildApp({
      database,
      config: loadConfig({ SIM_NOW: NOW, JWT_SECRET: SECRET, LOG_LEVEL: "silent" }),
      rateLimits: { reads: 1e9, writes: 1e9, windowMs: 60_000 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await signSession(
      sessionKey(SECRET),
      { sub: "123456789012345678", scopes: [ADMIN_SCOPE] },
      "1h",
    );

    // Uncached reads (each one queries the database) and cached ones.
    const requests = [
      { path: "/api/csc/cached-season-metadata" },
      { path: `/api/csc/cached-players?season=${season}` },
      { path: `/api/fragboard/standings?season=${season}` },
    ];
    await autocannon({ url: base, requests, connections: 10, duration: 3, workers: 1 });

    const ingests = { ok: 0, unavailable: 0, other: 0 };
    const acknowledged: MapEvents[] = [];
    const refused: MapEvents[] = [];
    let running = true;
    const ingestLoop = (async () => {
      for (let i = 0; running && i < maps.length; i++) {
        const map = maps[i] as MapEvents;
        const res = await fetch(`${base}/api/admin/matches`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(map),
        }).catch(() => null);
        await res?.arrayBuffer();
        if (res?.ok) {
          ingests.ok++;
          acknowledged.push(map);
        } else {
          if (res?.status === 503) ingests.unavailable++;
          else ingests.other++;
          refused.push(map);
        }
        await new Promise((r) => setTimeout(r, 1_000));
      }
    })();

    const terminated: number[] = [];
    const recoveryMs: number[] = [];
    const faults = FAULTS_AT_S.map(
      (at) =>
        new Promise<void>((resolve) =>
          setTimeout(async () => {
            // Ours are the API's plus this admin's other pooled ones (idle, unused by the API).
            const [row] = await rows<{ n: number }>(
              admin,
              sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
                  where datname = current_database() and pid <> pg_backend_pid()`,
            );
            const start = performance.now();
            terminated.push(row?.n ?? 0);
            // Until an uncached read succeeds again: the service's own recovery, no restart.
            for (;;) {
              const res = await fetch(`${base}/api/csc/cached-season-metadata`).catch(() => null);
              await res?.arrayBuffer();
              if (res?.ok) break;
            }
            recoveryMs.push(Math.round(performance.now() - start));
            resolve();
          }, at * 1000),
        ),
    );
    const result = await autocannon({
      url: base,
      requests,
      connections: 20,
      overallRate: RATE,
      duration: SECONDS,
      workers: 1,
    });
    await Promise.all(faults);
    running = false;
    await ingestLoop;
    await app.close();

    // Every acknowledged map whole; every refused one absent (its transaction rolled back).
    const counts = new Map(
      (
        await rows<{ id: string; n: number }>(
          admin,
          sql`select match_id as id, count(*)::int as n from rounds group by match_id`,
        )
      ).map((r) => [r.id, r.n]),
    );
    const partial =
      acknowledged.filter((m) => counts.get(m.matchId) !== m.rounds.length).length +
      refused.filter((m) => ![undefined, 0, m.rounds.length].includes(counts.get(m.matchId))).length;
    const statuses = result.statusCodeStats as Record<string, { count: number }>;
    const failed = result.errors + result.timeouts + result.non2xx;
    const figures: Figure[] = [
      {
        name: `requests (${SECONDS} s at ${RATE} req/s, 20 connections)`,
        value: result.requests.total,
        unit: "requests",
      },
      {
        name: "backends terminated (2 faults)",
        value: terminated.reduce((a, b) => a + b, 0),
        unit: "connections",
      },
      {
        name: "requests failed",
        value: failed,
        unit: "requests",
        target: "≤ in flight (20 connections × 2 faults)",
      },
      { name: "of which 503 (database unavailable)", value: statuses["503"]?.count ?? 0, unit: "requests" },
      {
        name: "of which other errors (500, resets, timeouts)",
        value: failed - (statuses["503"]?.count ?? 0),
        unit: "requests",
        target: "0",
      },
      {
        name: "recovery: first good uncached read after a fault (worst)",
        value: Math.max(...recoveryMs),
        unit: "ms",
      },
      { name: "p99 latency", value: result.latency.p99, unit: "ms" },
      { name: "ingests acknowledged", value: ingests.ok, unit: "maps" },
      { name: "ingests refused with 503", value: ingests.unavailable, unit: "maps" },
      { name: "ingests failed otherwise", value: ingests.other, unit: "maps", target: "0" },
      { name: "maps half stored", value: partial, unit: "maps", target: "0" },
    ];
    report("pg-faults", figures, {
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      seconds: SECONDS,
      rate: RATE,
      faultsAtSeconds: FAULTS_AT_S,
      database: "postgresql (scratch database)",
      league: "one simulated season",
    });
  } finally {
    await admin.close();
    await database.close();
  }
}

await main();
