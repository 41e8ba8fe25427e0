import { errorBodySchema, versionResponseSchema } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { Database } from "../src/db/client.js";
import { openTestDatabase } from "./helpers/databases.js";

/** What the API does before any league data exists: plumbing, validation and errors. */
describe("app without league data", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await buildApp({ database, config: loadConfig({ COMMIT: "abc123" }) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("reports health with the database engine", async () => {
    const res = await get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "pglite" });
  });

  it("reports the commit it runs and when it started", async () => {
    const body = versionResponseSchema.parse((await get("/api/version")).json());
    expect(body.commit).toBe("abc123");
    expect(Date.parse(body.builtAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["/api/csc/cached-players", "season"],
    ["/api/csc/cached-players?season=abc", "season"],
    ["/api/csc/cached-players?season=-3", "season"],
    ["/api/csc/cached-players?season=1.5", "season"],
    ["/api/csc/cached-stats?season=12", "matchType"],
    ["/api/csc/cached-stats?season=12&matchType=Scrim", "matchType"],
    ["/api/csc/cached-stats?season=x&matchType=Regulation", "season"],
  ])("answers %s with a 400 naming %s", async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toContain(field);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await get("/api/nothing-here?x=1");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No route GET /api/nothing-here" } });
  });

  it("answers a season the league does not have with a JSON 404", async () => {
    const res = await get("/api/csc/cached-players?season=99");
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.message).toBe("Season 99 does not exist.");
  });

  it("answers season metadata with a 404 until a league is loaded", async () => {
    const res = await get("/api/csc/cached-season-metadata");
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe("NOT_FOUND");
  });
});
