import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { TEST_NOW } from "./helpers/league.js";
import { JWT_SECRET, openSeededApp, type SeededApp } from "./http/seeded-app.js";

/**
 * Issue #12 item 6: two instances of the API on one PostgreSQL database and one Redis (the
 * machine's; a key prefix of this run's own). Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run
 * sets both).
 */

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);
const BY_ID = "query ($id: String!) { findManyMatch(where: { matchId: { equals: $id } }) { matchId } }";

describe.skipIf(!enabled)("several instances on PostgreSQL and Redis", () => {
  const prefix = `fragboard-test-${randomBytes(4).toString("hex")}:`;
  const env = { SIM_NOW: TEST_NOW, JWT_SECRET, REDIS_URL: redisUrl as string, REDIS_PREFIX: prefix };
  const limits = { reads: 6, writes: 60, windowMs: 60_000 };
  let first: SeededApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await openSeededApp("postgres", { config: loadConfig(env), rateLimits: limits });
    second = await buildApp({ database: first.database, config: loadConfig(env), rateLimits: limits });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const graphql = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/api/graphql/stats",
      payload: { query: BY_ID, variables: { id: first.held.matchId } },
      remoteAddress,
    });
  const ids = (res: { json(): { data: { findManyMatch: { matchId: string }[] } } }) =>
    res.json().data.findManyMatch.map((m) => m.matchId);

  it("serves a map ingested on the first instance from the second within a second", async () => {
    const client = "10.0.0.1";
    // The second instance caches the answer without the map...
    expect(ids(await graphql(second, client))).toEqual([]);
    expect(ids(await graphql(second, client))).toEqual([]);
    const ingest = await first.ingestHeld();
    expect(ingest.statusCode, ingest.body).toBe(200);
    // ...and drops it on the first instance's invalidation, published through Redis.
    const deadline = Date.now() + 1_000;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = ids(await graphql(second, `10.0.0.${2 + (Date.now() % 100)}`));
      if (seen.length > 0) break;
      await delay(50);
    }
    expect(seen).toEqual([first.held.matchId]);
  });

  it("shares each client's rate-limit budget between the instances", async () => {
    const client = "10.9.9.9";
    for (let i = 0; i < limits.reads; i++) {
      const app = i % 2 === 0 ? first.app : second;
      expect((await app.inject({ url: "/api/version", remoteAddress: client })).statusCode).toBe(200);
    }
    expect((await second.inject({ url: "/api/version", remoteAddress: client })).statusCode).toBe(429);
    expect((await first.app.inject({ url: "/api/version", remoteAddress: client })).statusCode).toBe(429);
  });

  it("refuses a signed-out token on the other instance at once (issue #25)", async () => {
    const token = await first.token({ sub: "123456789012345679", scopes: [] });
    const read = (app: FastifyInstance) =>
      app.inject({ url: "/api/notifications", headers: { authorization: `Bearer ${token}` } });
    // The second instance has checked the session, and caches that it is valid.
    expect((await read(second)).statusCode).toBe(200);
    const out = await first.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const deadline = Date.now() + 1_000;
    let status = 200;
    while (Date.now() < deadline && status === 200) {
      status = (await read(second)).statusCode;
      if (status === 200) await delay(20);
    }
    expect(status).toBe(401);
  });

  it("runs a background job on one instance only, once per period", async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await delay(200);
    };
    const ran = await Promise.all([
      first.app.jobs.runIfDue("cluster-test", 60_000, work),
      second.jobs.runIfDue("cluster-test", 60_000, work),
    ]);
    expect(runs).toBe(1);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // Not due again on either instance within the period.
    expect(await second.jobs.runIfDue("cluster-test", 60_000, work)).toBe(false);
    expect(await first.app.jobs.runIfDue("cluster-test", 60_000, work)).toBe(false);
    expect(runs).toBe(1);
  });
});
