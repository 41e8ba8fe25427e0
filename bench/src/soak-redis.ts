import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_SCOPE, type MapEvents } from "@fragboard/core";
import { openDatabase, seedDatabase, sessionKey, signSession } from "@fragboard/server";
import { simulateLeague } from "@fragboard/sim";
import autocannon from "autocannon";
import { type Figure, report } from "./results.js";
import { soakRequests } from "./soak-mix.js";
import { ingest, randomPort, SOAK_NOW, SOAK_SECRET, SOAK_SEED, startServer, stop } from "./soak-server.js";

/**
 * Issue #25, "extend the soak bench with a Redis restart": the soak's read mix and an ingest every
 * 3 s against a server with REDIS_URL, while its Redis is stopped and started again on the same
 * port. Figures: requests and errors before, during and after the outage, ingests refused, how
 * long until /api/health says `redis: "down"`, and how long after Redis is back until it says
 * "up" again (docs/operations.md#without-redis).
 *
 * The Redis is the bench's own (a redis-server child on a free port, nothing saved): stopping the
 * machine's shared Redis would break whatever else uses it. Run alone with
 * `npx tsx bench/src/soak-redis.ts` (writes results/soak-redis.json); `soak.ts` runs it too.
 * REDIS_PHASE_SECONDS (default 20) sets each phase's length, REDIS_SOAK_RATE (default SOAK_RATE,
 * else 300) the rate.
 */

const PHASE_SECONDS = Number(process.env.REDIS_PHASE_SECONDS ?? 20);
const RATE = Number(process.env.REDIS_SOAK_RATE ?? process.env.SOAK_RATE ?? 300);
type Phase = "before" | "outage" | "after";

function redisServer(port: number) {
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      child = started;
      let out = "";
      started.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
      });
      const deadline = Date.now() + 10_000;
      while (!out.includes("Ready to accept connections")) {
        if (Date.now() > deadline || started.exitCode !== null)
          throw new Error(`redis-server failed: ${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    /** As a crash or `shutdown nosave` would: gone at once, nothing kept. */
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
      child = null;
    },
  };
}

/** Polls /api/health until its `redis` says `want`; the ms that took (or -1 after `limitMs`). */
async function untilHealth(base: string, want: "up" | "down", limitMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      const res = await fetch(`${base}/api/health`);
      const body = (await res.json()) as { redis?: string };
      if (res.ok && body.redis === want) return Math.round(performance.now() - started);
    } catch {
      // counted by the load's own figures
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return -1;
}

export async function redisRestart({
  dataDir,
  maps,
  token,
  season,
}: {
  dataDir: string;
  maps: MapEvents[];
  token: string;
  season: number;
}): Promise<Figure[]> {
  const redis = redisServer(randomPort());
  await redis.start();
  const { base, child } = await startServer(dataDir, randomPort(), {
    REDIS_URL: redis.url,
    REDIS_PREFIX: `soak-${process.pid}:`,
  });
  try {
    const requests = soakRequests(season, 2);

    const load = () =>
      autocannon({
        url: base,
        requests,
        connections: 30,
        overallRate: RATE,
        duration: PHASE_SECONDS,
        workers: 1,
        headers: { "accept-encoding": "br, gzip" },
      });
    let phase: Phase = "before";
    const ingests = { before: [0, 0], outage: [0, 0], after: [0, 0] } as Record<Phase, [number, number]>;
    let ingesting = true;
    const ingestLoop = (async () => {
      for (let i = 0; ingesting; i++) {
        const at = phase;
        const ok = await ingest(base, maps[i % maps.length] as MapEvents, token).catch(() => false);
        ingests[at][0]++;
        if (!ok) ingests[at][1]++;
        await new Promise((r) => setTimeout(r, 3_000));
      }
    })();

    // Warm first (caches, JIT, PGlite's buffers), as the soak does, so "before" is a steady state.
    await load();
    const before = await load();
    phase = "outage";
    const outageLoad = load();
    await redis.stop();
    const noticedDownMs = await untilHealth(base, "down");
    const outage = await outageLoad;
    phase = "after";
    const afterLoad = load();
    await redis.start();
    const recoveredMs = await untilHealth(base, "up");
    const after = await afterLoad;
    ingesting = false;
    await ingestLoop;

    const results = { before, outage, after };
    const statuses: Record<string, Record<string, number>> = {};
    const figures: Figure[] = [];
    for (const name of ["before", "outage", "after"] as const) {
      const r = results[name];
      const [posted, refused] = ingests[name];
      statuses[name] = Object.fromEntries(
        Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
      );
      figures.push(
        {
          name: `redis restart: requests ${name} (${PHASE_SECONDS} s at ${RATE} req/s)`,
          value: r.requests.total,
          unit: "requests",
        },
        { name: `redis restart: answers ${name} not 2xx`, value: r.non2xx, unit: "requests", target: "0" },
        {
          name: `redis restart: requests ${name} failed or timed out (10 s)`,
          value: r.errors,
          unit: "requests",
          target: "0",
        },
        { name: `redis restart: p99 latency ${name}`, value: r.latency.p99, unit: "ms" },
        {
          name: `redis restart: ingests ${name}, refused`,
          value: refused,
          unit: `of ${posted} maps`,
          target: "0",
        },
      );
    }
    figures.push(
      {
        name: "redis restart: /api/health says redis down, after the stop",
        value: noticedDownMs,
        unit: "ms",
      },
      {
        name: "redis restart: /api/health says redis up, after the start (recovery)",
        value: recoveredMs,
        unit: "ms",
      },
    );
    console.log("redis restart: answers by status", statuses);
    return figures;
  } finally {
    await stop(child);
    await redis.stop();
  }
}

/** Alone: its own simulated season on a fresh embedded database. */
async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "fragboard-soak-redis-"));
  try {
    const sim = simulateLeague({ seed: SOAK_SEED, now: new Date(SOAK_NOW), simulatedSeasons: 1 });
    const season = sim.currentSeason;
    const maps = [...sim.maps()].filter((m) => m.season === season).slice(0, 40);
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await seedDatabase(database, { seed: SOAK_SEED, now: SOAK_NOW, simulatedSeasons: 1 });
    await database.close();
    const token = await signSession(
      sessionKey(SOAK_SECRET),
      { sub: "123456789012345678", scopes: [ADMIN_SCOPE] },
      "2h",
    );
    const figures = await redisRestart({ dataDir, maps, token, season });
    report("soak-redis", figures, {
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      phaseSeconds: PHASE_SECONDS,
      rate: RATE,
      database: "pglite",
      redis: "the bench's own redis-server, SIGKILLed and started again on the same port",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
