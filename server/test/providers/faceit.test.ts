import { errorBodySchema, faceitLookupResponseSchema } from "@fragboard/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { faceitAccounts } from "../../src/db/schema/index.js";
import { FaceitClient } from "../../src/providers/faceit/client.js";
import { faceitProvider } from "../../src/providers/faceit/provider.js";
import { ProviderError, RateLimitedError } from "../../src/providers/http.js";
import { openTestDatabase } from "../helpers/databases.js";
import { type FakeApi, type FakeRequest, startFakeApi } from "../helpers/fake-api.js";

const STEAM = "76561198000000042";
const OTHER = "76561198000000043";
const KEY = "faceit-test-key";

/** FACEIT's answer for a player with a CS2 account. */
const player = (elo: number, level: number) => ({
  player_id: "6f1b0c2e-1111-4222-8333-444455556666",
  nickname: "fragger42",
  games: { cs2: { skill_level: level, faceit_elo: elo, game_player_id: STEAM } },
});

/** The FACEIT Data API v4, as far as we call it. */
function faceitApi(state: { elo: number; level: number; accounts: Set<string> }) {
  return (request: FakeRequest) => {
    if (request.headers.authorization !== `Bearer ${KEY}`) return { status: 401, json: { errors: [] } };
    if (request.path === "/players") {
      const steamId = request.query.get("game_player_id") ?? "";
      return state.accounts.has(steamId)
        ? { json: player(state.elo, state.level) }
        : { status: 404, json: {} };
    }
    const hub = /^\/hubs\/([^/]+)\/stats$/.exec(request.path);
    if (hub) {
      const offset = Number(request.query.get("offset"));
      const total = 103;
      const players = Array.from({ length: Math.max(0, Math.min(100, total - offset)) }, (_, i) => ({
        player_id: `${hub[1]}-p${offset + i}`,
        nickname: `n${offset + i}`,
        stats: { Matches: 10 + i, "Average K/D Ratio": "1.05" },
      }));
      return { json: { items: [], players } };
    }
    return { status: 404, json: {} };
  };
}

describe("the FACEIT Data API client, against a local fake", () => {
  let fake: FakeApi;
  const state = { elo: 1650, level: 8, accounts: new Set([STEAM]) };
  beforeAll(async () => {
    fake = await startFakeApi(faceitApi(state));
  });
  afterAll(() => fake?.close());
  afterEach(() => {
    fake.respond = faceitApi(state);
  });

  it("finds a player by steam id with the API key, and answers null for one without an account", async () => {
    const client = new FaceitClient(KEY, fake.url);
    expect(await client.playerBySteamId(STEAM)).toEqual({
      faceitId: "6f1b0c2e-1111-4222-8333-444455556666",
      faceitName: "fragger42",
      elo: 1650,
      level: 8,
    });
    expect(fake.requests.at(-1)?.query.get("game")).toBe("cs2");
    expect(await client.playerBySteamId(OTHER)).toBeNull();
  });

  it("reads every page of a hub's stats, values as strings", async () => {
    const players = await new FaceitClient(KEY, fake.url).hubStats("upper-hub");
    expect(players).toHaveLength(103);
    expect(players[0]).toEqual({
      player_id: "upper-hub-p0",
      nickname: "n0",
      stats: { Matches: "10", "Average K/D Ratio": "1.05" },
    });
  });

  it("turns a 429 into RateLimitedError with FACEIT's Retry-After, and other failures into ProviderError", async () => {
    const client = new FaceitClient(KEY, fake.url);
    fake.respond = () => ({ status: 429, headers: { "retry-after": "7" }, json: {} });
    await expect(client.playerBySteamId(STEAM)).rejects.toMatchObject({
      name: "RateLimitedError",
      retryAfterS: 7,
    });
    fake.respond = () => ({ status: 503, json: {} });
    await expect(client.playerBySteamId(STEAM)).rejects.toMatchObject({ name: "ProviderError", status: 503 });
    fake.respond = () => ({ json: { nickname: 3 } });
    await expect(client.playerBySteamId(STEAM)).rejects.toBeInstanceOf(ProviderError);
    fake.respond = faceitApi(state);
    await expect(new FaceitClient("wrong-key", fake.url).playerBySteamId(STEAM)).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe("the FACEIT provider", () => {
  let fake: FakeApi;
  let database: Database;
  const state = { elo: 1650, level: 8, accounts: new Set([STEAM]) };
  let clock = new Date("2026-01-01T00:00:00Z");
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const HOUR = 3_600_000;

  beforeAll(async () => {
    fake = await startFakeApi(faceitApi(state));
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  it("without an API key serves only what is stored, and never calls FACEIT", async () => {
    const stored = faceitProvider(database.db, {
      apiKey: null,
      hubs: { Upper: null, Lower: null },
      baseUrl: fake.url,
    });
    const calls = fake.requests.length;
    expect(await stored.lookup(STEAM)).toBeNull();
    await database.db.insert(faceitAccounts).values({
      steam64Id: OTHER,
      faceitId: "seeded",
      faceitName: "seeded_name",
      elo: 1200,
      level: 5,
      highestLevel: 7,
      updatedAt: new Date("2020-01-01T00:00:00Z"),
    });
    expect(await stored.lookup(OTHER)).toMatchObject({
      faceitName: "seeded_name",
      elo: 1200,
      rank: 5,
      highestRank: 7,
    });
    expect(await stored.faplStats()).toEqual({ Upper: [], Lower: [] });
    expect(fake.requests.length).toBe(calls);
  });

  it("with a key: asks FACEIT once per stale time, keeps the highest level, and serves the stored answer while FACEIT fails", async () => {
    const provider = faceitProvider(database.db, {
      apiKey: KEY,
      hubs: { Upper: "upper-hub", Lower: null },
      baseUrl: fake.url,
      now: () => clock,
    });
    const calls = () => fake.requests.filter((r) => r.path === "/players").length;
    const start = calls();
    const [first, concurrent] = await Promise.all([provider.lookup(STEAM), provider.lookup(STEAM)]);
    expect(first).toMatchObject({ elo: 1650, rank: 8, highestRank: 8, faceitName: "fragger42" });
    expect(concurrent).toEqual(first);
    expect(calls()).toBe(start + 1);
    advance(5 * HOUR);
    await provider.lookup(STEAM);
    expect(calls()).toBe(start + 1);

    // Older than six hours: refreshed; he dropped a level, his peak stays.
    advance(2 * HOUR);
    state.elo = 1500;
    state.level = 7;
    expect(await provider.lookup(STEAM)).toMatchObject({ elo: 1500, rank: 7, highestRank: 8 });
    expect(calls()).toBe(start + 2);

    // FACEIT rate-limits us: the stored answer is served and FACEIT is left alone until Retry-After.
    advance(7 * HOUR);
    fake.respond = () => ({ status: 429, headers: { "retry-after": "120" }, json: {} });
    expect(await provider.lookup(STEAM)).toMatchObject({ elo: 1500 });
    const limited = calls();
    expect(await provider.lookup(STEAM)).toMatchObject({ elo: 1500 });
    expect(calls()).toBe(limited);
    // Someone we know nothing about cannot be answered while the limit holds.
    await expect(provider.lookup("76561198000000099")).rejects.toBeInstanceOf(RateLimitedError);
    expect(calls()).toBe(limited);
    advance(121_000);
    fake.respond = faceitApi(state);
    await provider.lookup(STEAM);
    expect(calls()).toBe(limited + 1);
  });

  it("with a key: remembers a player without an account, answering at once", async () => {
    const provider = faceitProvider(database.db, {
      apiKey: KEY,
      hubs: { Upper: null, Lower: null },
      baseUrl: fake.url,
      now: () => clock,
    });
    const nobody = "76561198000000077";
    expect(await provider.lookup(nobody)).toBeNull();
    const calls = fake.requests.length;
    expect(await provider.lookup(nobody)).toBeNull();
    expect(fake.requests.length).toBe(calls);
  });

  it("with a key and hub ids: stores the hubs' stats and refreshes them hourly", async () => {
    const provider = faceitProvider(database.db, {
      apiKey: KEY,
      hubs: { Upper: "upper-hub", Lower: "lower-hub" },
      baseUrl: fake.url,
      now: () => clock,
    });
    const hubCalls = () => fake.requests.filter((r) => r.path.startsWith("/hubs/")).length;
    const stats = await provider.faplStats();
    expect(stats.Upper).toHaveLength(103);
    expect(stats.Lower[0]?.player_id).toBe("lower-hub-p0");
    const calls = hubCalls();
    await provider.faplStats();
    expect(hubCalls()).toBe(calls);
    advance(HOUR + 1);
    await provider.faplStats();
    expect(hubCalls()).toBe(calls + 4);
  });
});

describe("the FACEIT routes with an API key", () => {
  let fake: FakeApi;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    fake = await startFakeApi(faceitApi({ elo: 2100, level: 10, accounts: new Set([STEAM]) }));
    database = await openTestDatabase("pglite");
    app = await buildApp({
      database,
      config: loadConfig({ FACEIT_API_KEY: KEY }),
      providerUrls: { faceit: fake.url },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.close();
  });
  const lookup = (steamId: string) =>
    app.inject({ url: `/api/faceit/playerlookup?steamId=${steamId}&cscPlayerName=Some%20One` });

  it("answers FACEIT's figures, null for a player without an account, 400 for a bad steam id", async () => {
    const found = await lookup(STEAM);
    expect(found.statusCode).toBe(200);
    expect(faceitLookupResponseSchema.parse(found.json())).toMatchObject({ elo: 2100, rank: 10 });
    const missing = await lookup(OTHER);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toBeNull();
    expect((await lookup("123")).statusCode).toBe(400);
  });

  it("answers 503 with Retry-After when FACEIT rate-limits us and nothing is stored", async () => {
    fake.respond = () => ({ status: 429, headers: { "retry-after": "30" }, json: {} });
    const res = await lookup("76561198000000050");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(errorBodySchema.parse(res.json()).error.code).toBe("UPSTREAM_RATE_LIMITED");
  });
});
