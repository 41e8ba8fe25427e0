import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openScratchPostgres, REPO_ROOT, seedDatabase } from "@fragboard/server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Figure, report } from "./results.js";
import { soakRequests } from "./soak-mix.js";
import { randomPort, SOAK_NOW, SOAK_SEED, type SoakServer, startServer, stop } from "./soak-server.js";

/**
 * Issue #28, "scaling shown": API instances side by side on one PostgreSQL database, as behind a
 * load balancer. Three runs of the soak's read mix at full speed (no rate cap), each measured
 * after a warm-up: one instance with its rate-limit counters in memory, one with them in Redis,
 * and two instances sharing Redis (each instance its own load, half the connections). Per
 * instance: answers a second and its own CPU time per answer (from /proc), so what the shared
 * counter costs per request shows beside what a second instance adds. On a 2-core machine the
 * load generator, PostgreSQL and Redis share the cores with the instances, so the total cannot
 * double; the CPU per answer is the figure to compare.
 *
 * A scratch database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test,
 * dropped after), seeded with one simulated season; Redis at BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379) under a key prefix of the run's own. SCALING_SECONDS (10) per run,
 * SCALING_CONNECTIONS (20) in all.
 */

const DATABASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const SECONDS = Number(process.env.SCALING_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SCALING_CONNECTIONS ?? 20);
const WARM_SECONDS = 5;

/** CPU seconds a process has used so far, its threads included (Linux, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Load = { answers: number; non2xx: number; errors: number; p99: number; cpuS: number };

/** One load per server, all at once, `CONNECTIONS` split between them; each server's CPU over its run. */
async function loadEach(servers: SoakServer[], season: number, seconds: number): Promise<Load[]> {
  return Promise.all(
    servers.map(async ({ base, child }, i) => {
      const pid = child.pid as number;
      const cpuBefore = cpuSeconds(pid);
      const run = await autocannon({
        url: base,
        // Each instance's visitors are its own: the rate limit (600 reads a minute a visitor)
        // must not answer 429s in place of reads.
        requests: soakRequests(season, 10 + i),
        connections: Math.max(1, Math.round(CONNECTIONS / servers.length)),
        duration: seconds,
        headers: { "accept-encoding": "br, gzip" },
      });
      return {
        answers: run.requests.total,
        non2xx: run.non2xx,
        errors: run.errors,
        p99: run.latency.p99,
        cpuS: cpuSeconds(pid) - cpuBefore,
      };
    }),
  );
}

async function main() {
  const build = spawnSync("npm", ["run", "build", "-w", "server"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build -w server failed");
  const database = await openScratchPostgres(DATABASE);
  const dirs: string[] = [];
  const running: SoakServer[] = [];
  try {
    await seedDatabase(database, { seed: SOAK_SEED, now: SOAK_NOW, simulatedSeasons: 1 });
    // PostgreSQL's driver answers rows as an array.
    const [{ name, season }] = (await database.db.execute(
      sql`select current_database() as name, max(number) as season from seasons`,
    )) as unknown as [{ name: string; season: number }];
    const url = new URL(DATABASE);
    url.pathname = `/${name}`;
    const prefix = `bench-scaling-${process.pid}:`;

    const start = async (redis: boolean) => {
      const dataDir = mkdtempSync(join(tmpdir(), "fragboard-scaling-"));
      dirs.push(dataDir);
      const server = await startServer(dataDir, randomPort(), {
        DATABASE_URL: url.toString(),
        ...(redis ? { REDIS_URL: REDIS, REDIS_PREFIX: prefix } : {}),
      });
      running.push(server);
      return server;
    };
    const stopAll = async () => {
      for (const { child } of running.splice(0)) await stop(child);
    };

    const setups = [
      { label: "1 instance, rate-limit counters in memory", instances: 1, redis: false },
      { label: "1 instance, counters in Redis", instances: 1, redis: true },
      { label: "2 instances, counters in Redis", instances: 2, redis: true },
    ];
    const figures: Figure[] = [];
    const runs: Record<string, Load[]> = {};
    for (const setup of setups) {
      const servers: SoakServer[] = [];
      for (let i = 0; i < setup.instances; i++) servers.push(await start(setup.redis));
      // Each instance builds its own kept answers on first read: one of each, then a short load.
      for (const { base } of servers)
        for (const request of soakRequests(season, 9).slice(0, 5)) {
          const { path, ...init } = request;
          await (await fetch(`${base}${path}`, init)).arrayBuffer();
        }
      await loadEach(servers, season, WARM_SECONDS);
      const load = loadavg()[0] ?? 0;
      const results = await loadEach(servers, season, SECONDS);
      runs[setup.label] = results;
      await stopAll();
      const total = results.reduce((sum, r) => sum + r.answers, 0);
      figures.push({
        name: `${setup.label}: answers/s in all`,
        value: Math.round(total / SECONDS),
        unit: "req/s",
      });
      results.forEach((r, i) => {
        const who = setup.instances > 1 ? ` (instance ${i + 1})` : "";
        figures.push(
          { name: `  answers/s per instance${who}`, value: Math.round(r.answers / SECONDS), unit: "req/s" },
          {
            name: `  its CPU per answer${who}`,
            value: Math.round((r.cpuS * 1e6) / Math.max(1, r.answers)),
            unit: "µs",
          },
          { name: `  p99${who}`, value: r.p99, unit: "ms" },
          {
            name: `  answers not 2xx, failed${who}`,
            value: r.non2xx + r.errors,
            unit: "requests",
            target: "0",
          },
        );
      });
      figures.push({ name: "  load average at its start", value: Math.round(load * 10) / 10, unit: "" });
    }
    report("scaling", figures, { runs, seconds: SECONDS, connections: CONNECTIONS, database: "postgres" });
  } finally {
    for (const { child } of running) await stop(child);
    await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
