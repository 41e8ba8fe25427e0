import { DEFAULT_SETTINGS, errorBodySchema } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { EMBEDDED_ONLY, openTestDatabase } from "../helpers/databases.js";

const DISCORD = "123456789012345678";

/** The community endpoints before anything is stored, and their answers to malformed parameters. */
describe.each(EMBEDDED_ONLY)("community endpoints on an empty %s database", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ database, config: loadConfig({}) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("serves the default configuration, no servers and no articles", async () => {
    expect((await get("/api/config")).json()).toEqual(DEFAULT_SETTINGS);
    expect((await get("/api/servers")).json()).toEqual({ notice: null, servers: [] });
    expect((await get("/api/fragboard/articles")).json()).toEqual([]);
  });

  it.each([
    ["/api/fragboard/extendedStats", "season"],
    ["/api/fragboard/extendedStats?season=abc", "season"],
    ["/api/fragboard/extendedStats?season=12&matchType=Scrim", "matchType"],
    ["/api/fragboard/extendedMatchStats?matchType=Regulation", "matchId"],
    [`/api/fragboard/extendedMatchStats?matchId=${"x".repeat(81)}&matchType=Regulation`, "matchId"],
    ["/api/fragboard/extendedMatchStats?matchId=s15-m1", "matchType"],
    ["/api/fragboard/extendedMatchStats?matchId=s15-m1&matchType=regulation", "matchType"],
    ["/api/fragboard/plusRep", "discordId"],
    ["/api/fragboard/plusRep?discordId=abc", "discordId"],
    ["/api/profile?discordId=123", "discordId"],
    ["/api/profile?discordId=undefined", "discordId"],
    ["/api/fragboard/articles?state=Approved", "state"],
    ["/api/fragboard/articles/abc", "id"],
    ["/api/fragboard/articles/0", "id"],
    [`/api/fragboard/pickems?season=15`, "discordId"],
    [`/api/fragboard/pickems?discordId=${DISCORD}&season=x`, "season"],
    ["/api/fragboard/pickems/matchup-concensus", "season"],
    ["/api/fragboard/pickems/leaderboard?season=-1", "season"],
    ["/api/fragboard/pickemsSearch?season=1.5", "season"],
    ["/api/fragboard/accolades", "playerId"],
    [`/api/fragboard/accolades?playerId=${"p".repeat(65)}`, "playerId"],
  ])("answers %s with a 400 naming %s", async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toContain(field);
  });

  it("answers unknown seasons and people with a JSON 404", async () => {
    for (const url of [
      "/api/fragboard/extendedStats?season=15",
      "/api/fragboard/pickems/leaderboard?season=15",
      `/api/fragboard/plusRep?discordId=${DISCORD}`,
      `/api/profile?discordId=${DISCORD}`,
      "/api/fragboard/accolades?playerId=p1",
      "/api/fragboard/articles/1",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.code).toBe("NOT_FOUND");
    }
  });
});
