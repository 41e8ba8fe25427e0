import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { openTestDatabase } from "../helpers/databases.js";

type Line = Record<string, unknown>;

describe("request log", () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  async function appLogging(level: string): Promise<{ app: FastifyInstance; lines: Line[] }> {
    const lines: Line[] = [];
    const app = await buildApp({
      database,
      config: loadConfig({ LOG_LEVEL: level }),
      logger: { stream: { write: (line) => lines.push(JSON.parse(line)) } },
    });
    await app.ready();
    apps.push(app);
    return { app, lines };
  }

  it("writes nothing for a successful answer at info, one line for a client error", async () => {
    const { app, lines } = await appLogging("info");
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    expect(lines.filter((line) => line.reqId)).toEqual([]);

    const missing = await app.inject({ url: "/api/fragboard/matches/no-such-match" });
    expect(missing.statusCode).toBe(404);
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toEqual([
      expect.objectContaining({
        level: 30,
        method: "GET",
        url: "/api/fragboard/matches/no-such-match",
        status: 404,
      }),
    ]);
    expect(requests[0]?.ms).toEqual(expect.any(Number));
    // Fastify's own two lines per request are gone.
    expect(lines.some((line) => line.msg === "incoming request" || line.msg === "request completed")).toBe(
      false,
    );
  });

  it("logs every request, once, at debug", async () => {
    const { app, lines } = await appLogging("debug");
    await app.inject({ url: "/api/health" });
    await app.inject({ url: "/api/health" });
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 20, url: "/api/health", status: 200 });
  });
});
