import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { ADMIN_CLAIMS, openSeededApp, type SeededApp } from "./seeded-app.js";

/** Issue #12 item 11: GET /api/metrics in Prometheus' format, and METRICS=off. */

const SCRAPER = "scraper-token-0123456789";

describe("GET /api/metrics", () => {
  let seeded: SeededApp;
  beforeAll(async () => {
    seeded = await openSeededApp("pglite");
  }, 120_000);
  afterAll(async () => {
    await seeded?.close();
  });

  const metrics = async () => {
    const res = await seeded.app.inject({
      url: "/api/metrics",
      headers: { authorization: `Bearer ${await seeded.token(ADMIN_CLAIMS)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    return res.body;
  };
  /** Another app on the seeded database, configured by `env` (a database copy costs a second). */
  const appWith = (env: Record<string, string>) =>
    buildApp({ database: seeded.database, config: loadConfig(env) });
  const value = (body: string, series: string) => {
    const line = body.split("\n").find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it("counts requests and their latency per route pattern, and cache hits and misses", async () => {
    const before = await metrics();
    const url = `/api/csc/cached-players?season=${seeded.season}`;
    for (let i = 0; i < 3; i++) expect((await seeded.app.inject({ url })).statusCode).toBe(200);
    const after = await metrics();
    const series = 'fragboard_http_requests_total{method="GET",route="/api/csc/cached-players",status="200"}';
    expect((value(after, series) ?? 0) - (value(before, series) ?? 0)).toBe(3);
    expect(after).toContain(
      'fragboard_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/csc/cached-players"}',
    );
    const hits = 'fragboard_cache_lookups_total{result="hit"}';
    expect((value(after, hits) ?? 0) - (value(before, hits) ?? 0)).toBeGreaterThanOrEqual(2);
    expect(value(after, 'fragboard_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(after).toContain("fragboard_process_resident_memory_bytes");
  });

  it("gives the bytes of the kept answers, the bounded stores' too", async () => {
    const map = seeded.stored[0];
    const url = `/api/fragboard/extendedMatchStats?matchId=${map?.matchId}&matchType=${map?.matchType}`;
    expect((await seeded.app.inject({ url })).statusCode).toBe(200);
    const body = await metrics();
    expect(value(body, "fragboard_answer_stores_bytes")).toBeGreaterThan(0);
    expect(value(body, "fragboard_cache_bytes")).toBeGreaterThanOrEqual(0);
  });

  it("times map ingests", async () => {
    const ingest = await seeded.ingestHeld();
    expect(ingest.statusCode, ingest.body).toBe(200);
    expect(value(await metrics(), "fragboard_ingest_duration_seconds_count")).toBe(1);
  });

  it("is not public: 401 without a session, 403 for a member, 200 with METRICS_TOKEN (issue #25)", async () => {
    expect((await seeded.app.inject({ url: "/api/metrics" })).statusCode).toBe(401);
    const member = await seeded.token({ sub: "123456789012345679", scopes: [] });
    const asMember = await seeded.app.inject({
      url: "/api/metrics",
      headers: { authorization: `Bearer ${member}` },
    });
    expect(asMember.statusCode).toBe(403);
    const app = await appWith({ METRICS_TOKEN: SCRAPER });
    try {
      const scrape = (token: string) =>
        app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${token}` } });
      expect((await scrape(SCRAPER)).statusCode).toBe(200);
      expect((await scrape(`${SCRAPER}x`)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("is not served with METRICS=off", async () => {
    const app = await appWith({ METRICS: "off" });
    try {
      expect((await app.inject({ url: "/api/metrics" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("times its statements on the embedded database", async () => {
    const app = await appWith({ METRICS_TOKEN: SCRAPER });
    try {
      const count = async () => {
        const body = (
          await app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${SCRAPER}` } })
        ).body;
        const line = body.split("\n").find((l) => l.startsWith("fragboard_db_query_duration_seconds_count "));
        return Number(line?.split(" ")[1]);
      };
      const before = await count();
      // Not cached: reads the database each time (no such person, so a 404).
      const res = await app.inject({ url: `/api/profile?discordId=${ADMIN_CLAIMS.sub}` });
      expect(res.statusCode).toBe(404);
      expect((await count()) - before).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });
});
