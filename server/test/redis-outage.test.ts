import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { TEST_NOW } from "./helpers/league.js";
import { hasRedisServer, type TestRedis, testRedis } from "./helpers/redis-server.js";
import { JWT_SECRET, openSeededApp, type SeededApp } from "./http/seeded-app.js";

/**
 * Issue #25: with REDIS_URL set, stopping Redis made health, reads and writes answer 500 or time
 * out on every instance. Two instances over one database and a Redis of the test's own, which is
 * killed and started again.
 */

const ADMIN = { sub: "123456789012345678", scopes: ["admin"] };
const BY_ID = "query ($id: String!) { findManyMatch(where: { matchId: { equals: $id } }) { matchId } }";

describe.skipIf(!hasRedisServer())("two instances while their Redis stops and comes back", () => {
  let redis: TestRedis;
  let first: SeededApp;
  let second: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    redis = await testRedis();
    const config = loadConfig({ SIM_NOW: TEST_NOW, JWT_SECRET, REDIS_URL: redis.url });
    const logger = { stream: { write: (line: string) => void lines.push(line) } };
    first = await openSeededApp("pglite", { config, logger });
    second = await buildApp({ database: first.database, config, logger });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  const health = async (app: FastifyInstance) => {
    const res = await app.inject({ url: "/api/health" });
    return { status: res.statusCode, redis: res.json().redis as string };
  };
  async function until(condition: () => Promise<boolean>, ms = 5_000) {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error("condition not met in time");
      await delay(50);
    }
  }
  const ids = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/graphql/stats",
      payload: { query: BY_ID, variables: { id: first.held.matchId } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.findManyMatch as { matchId: string }[]).map((m) => m.matchId);
  };

  it("keeps answering health, reads and writes with Redis down, and shares again when it returns", async () => {
    expect(await health(first.app)).toEqual({ status: 200, redis: "up" });
    expect(await ids(second)).toEqual([]);

    await redis.stop();
    for (const app of [first.app, second]) {
      await until(async () => (await health(app)).redis === "down");
      expect((await health(app)).status).toBe(200);
      expect((await app.inject({ url: "/api/version" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/api/fragboard/standings" })).statusCode).not.toBe(500);
    }
    const token = await first.token(ADMIN);
    const ingest = await first.app.inject({
      method: "POST",
      url: "/api/admin/matches",
      payload: first.held as object,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    // The invalidation could not be published: the second instance's cached answer expires instead.
    await until(async () => (await ids(second)).length === 1, 10_000);
    expect(lines.some((l) => l.includes("degraded to in-process"))).toBe(true);
    expect(lines.some((l) => /"level":50/.test(l))).toBe(false);

    await redis.start();
    for (const app of [first.app, second])
      await until(async () => (await health(app)).redis === "up", 10_000);
    expect(lines.some((l) => l.includes("shared state resumed"))).toBe(true);
    // Sharing again: a sign-out on one instance is refused on the other at once.
    const member = await first.token({ sub: "123456789012345679", scopes: [] });
    const read = () =>
      second.inject({ url: "/api/notifications", headers: { authorization: `Bearer ${member}` } });
    expect((await read()).statusCode).toBe(200);
    await first.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${member}` },
    });
    await until(async () => (await read()).statusCode === 401, 1_000);
  });
});
