import { createRequire } from "node:module";
import * as core from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { leagueSchema } from "../../src/graphql/league/schema.js";
import {
  MAX_ALIASES,
  MAX_QUERY_CHARS,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  queryCost,
} from "../../src/graphql/limits.js";
import { statsSchema } from "../../src/graphql/stats/schema.js";
import { openTestDatabase } from "../helpers/databases.js";

/** The CommonJS build, as graphql-query-complexity and mercurius load it (one copy of its classes). */
const { buildSchema, parse } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

/** Issue #12 item 1: one request must not hold the server; the web app's operations must still pass. */

const PLAYERS = "players { id name steam64Id discordId mmr type tier { name } team { name } }";
const FRANCHISES = "franchises(active: true) { name teams { name tier { name } players { id name } } }";

const aliased = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(" ")} }`;

/** Every GraphQL operation the web app sends (docs/api.md#graphql), with the variables it sends. */
const OPERATIONS: [string, "core" | "stats", string, Record<string, unknown>][] = [
  ["LATEST_ACTIVE_SEASON", "core", core.LATEST_ACTIVE_SEASON, {}],
  ["SEASONS", "core", core.SEASONS, { season: 15 }],
  ["CSC_PLAYERS", "core", core.CSC_PLAYERS, {}],
  ["FRANCHISES", "core", core.FRANCHISES, {}],
  ["FRANCHISES (past season)", "core", core.FRANCHISES, { season: 14 }],
  ["FRANCHISE", "core", core.FRANCHISE, { nameOrPrefix: "SAV", season: 15 }],
  ["FRANCHISE_LIST", "core", core.FRANCHISE_LIST, { season: 15 }],
  ["MATCHES (league)", "core", core.MATCHES, { season: 15 }],
  ["MATCHES (team)", "core", core.MATCHES, { season: 15, teamId: "1" }],
  [
    "GET_TIER_SEASON_STATS",
    "stats",
    core.GET_TIER_SEASON_STATS,
    { tier: "Premier", season: 15, matchType: "Regulation" },
  ],
  ["PLAYER_PROFILE", "stats", core.PLAYER_PROFILE, { steamId: "76561198000000000", season: 15 }],
  ["PROFILE_TREND_GRAPH", "stats", core.PROFILE_TREND_GRAPH, { steamId: "76561198000000000", season: 15 }],
  ["MATCH_HISTORY", "stats", core.MATCH_HISTORY, { whereFilter: { season: { equals: 15 } } }],
  ["SCOREBOARD", "stats", core.SCOREBOARD, { matchId: "x" }],
  [
    "SEASON_MATCHES_STANDINGS",
    "stats",
    core.SEASON_MATCHES_STANDINGS,
    { season: 15, tier: "Premier", matchType: "Regulation" },
  ],
  [
    "PLAYERS_SEASON_STATS",
    "stats",
    core.PLAYERS_SEASON_STATS,
    { steamIds: Array(60).fill("76561198000000000"), season: 15, matchType: "Regulation" },
  ],
  ["TEAM_MATCH_HISTORY", "stats", core.TEAM_MATCH_HISTORY, { matchIds: Array(30).fill("s15-premier-m1-1") }],
  [
    "SEASON_MATCHES_CHARTS",
    "stats",
    core.SEASON_MATCHES_CHARTS,
    { season: 15, tier: "Premier", matchType: "Regulation" },
  ],
];

describe("GraphQL cost limits", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await buildApp({ database, config: loadConfig({}) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (endpoint: "core" | "stats", query: string, variables: object = {}) =>
    app.inject({ method: "POST", url: `/api/graphql/${endpoint}`, payload: { query, variables } });

  /** A big league's counted lists: a tier's season of maps, a player's career of lines. */
  const bigLeague = async (field: string) => (field === "Query.findManyMatch" ? 300 : 400);

  it.each(OPERATIONS)("leaves room for %s", async (_, endpoint, query, variables) => {
    const schema = buildSchema(endpoint === "core" ? leagueSchema : statsSchema);
    const cost = await queryCost(schema, parse(query), variables, bigLeague);
    expect(cost).toBeGreaterThan(0);
    expect(cost * 2).toBeLessThan(MAX_QUERY_COST);
  });

  it.each(OPERATIONS)("executes %s on an empty league", async (_, endpoint, query, variables) => {
    const res = await post(endpoint, query, variables);
    expect(res.statusCode, res.body).not.toBe(400);
  });

  it("refuses the 40 kB attack of 1,000 aliases of players with a 400, before executing anything", async () => {
    const res = await post("core", aliased(1_000, PLAYERS));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: null,
      errors: [{ message: `body.query: must be at most ${MAX_QUERY_CHARS} characters` }],
    });
  });

  it("refuses more aliases than the limit with a 400 naming it", async () => {
    const res = await post("core", aliased(MAX_ALIASES + 1, "latestActiveSeason { number }"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: null,
      errors: [{ message: `Too many aliases: at most ${MAX_ALIASES} per operation.` }],
    });
  });

  it("refuses a query whose estimated cost is over the limit (nested lists under aliases)", async () => {
    const res = await post("core", aliased(MAX_ALIASES, FRANCHISES));
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.message).toMatch(/^Query too expensive: estimated cost \d+, the limit is \d+/);
    expect(error.extensions.code).toBe("QUERY_TOO_COMPLEX");
  });

  it("counts aliases hidden in fragments", async () => {
    const fragment = `fragment P on Query { ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `p${i}: latestActiveSeason { number }`).join(" ")} }`;
    const res = await post("core", `{ ...P } ${fragment}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain("Too many aliases");
  });

  it("refuses a query nested deeper than the limit", async () => {
    let selection = "name";
    for (let i = 0; i < MAX_QUERY_DEPTH; i++) selection = `teams { franchise { ${selection} } }`;
    const res = await post("core", `{ franchises { ${selection} } }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain(`exceeds the query depth limit of ${MAX_QUERY_DEPTH}`);
  });

  it("refuses query text over the size limit and documents of too many tokens", async () => {
    const long = await post("core", `{ latestActiveSeason { number } } #${"x".repeat(MAX_QUERY_CHARS)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toContain(`at most ${MAX_QUERY_CHARS} characters`);
    const tokens = await post("core", `{ latestActiveSeason { ${"n ".repeat(5_000)} } }`);
    expect(tokens.statusCode).toBe(400);
    expect(tokens.json().errors[0].message).toContain("tokens");
  });

  it("refuses introspection unless GRAPHQL_INTROSPECTION=on, keeping __typename (issue #25)", async () => {
    for (const query of ["{ __schema { types { name } } }", '{ __type(name: "Franchise") { name } }']) {
      const res = await post("core", query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toContain("Introspection is off");
    }
    expect((await post("stats", "{ __typename }")).statusCode).toBe(200);
    const open = await buildApp({ database, config: loadConfig({ GRAPHQL_INTROSPECTION: "on" }) });
    try {
      const res = await open.inject({
        method: "POST",
        url: "/api/graphql/core",
        payload: { query: "{ __schema { queryType { name } } }" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.__schema.queryType.name).toBe("Query");
    } finally {
      await open.close();
    }
  });

  it("answers /api/health right after a refused attack", async () => {
    await post("core", aliased(1_000, PLAYERS));
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });
});
