import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { graphqlRoutes } from "../../src/graphql/index.js";
import { openTestDatabase } from "../helpers/databases.js";

/** Both endpoints as the app mounts them, next to routes that compile zod schemas. */
describe("GraphQL endpoints in the app", () => {
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

  const post = (endpoint: string, payload: string) =>
    app.inject({
      method: "POST",
      url: `/api/graphql/${endpoint}`,
      payload,
      headers: { "content-type": "application/json" },
    });

  it("answers POST on /api/graphql/core and GET on /api/graphql/stats before any league is loaded", async () => {
    const core = await post(
      "core",
      JSON.stringify({ query: "{ latestActiveSeason { number } franchises { name } }" }),
    );
    expect(core.statusCode).toBe(200);
    expect(core.json()).toEqual({ data: { latestActiveSeason: null, franchises: [] } });

    const query = encodeURIComponent("{ findManyMatch(where: { season: { equals: 12 } }) { matchId } }");
    const stats = await app.inject({ method: "GET", url: `/api/graphql/stats?query=${query}` });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ data: { findManyMatch: [] } });
  });

  it("keeps each endpoint's schema to itself", async () => {
    const res = await post("stats", JSON.stringify({ query: "{ franchises { name } }" }));
    expect(res.json().errors[0].message).toContain('Cannot query field "franchises"');
  });

  it.each([
    ["invalid JSON", "{ query:", "not valid JSON"],
    ["a query that is not text", JSON.stringify({ query: 5 }), "body.query"],
    [
      "variables that are not an object",
      JSON.stringify({ query: "{ franchises { name } }", variables: "x" }),
      "body.variables",
    ],
    ["a batch (not supported)", JSON.stringify([{ query: "{ franchises { name } }" }]), "body"],
    ["no query", JSON.stringify({}), "Unknown query"],
    // Mercurius would read these as JSON-encoded documents and fail inside validation.
    ["a query of JSON null", JSON.stringify({ query: "null" }), "must be a GraphQL document"],
    [
      "a query of a JSON object",
      JSON.stringify({ query: '{"kind":"Document"}' }),
      "must be a GraphQL document",
    ],
  ])("answers %s with a 400 GraphQL error", async (_, payload, message) => {
    const res = await post("core", payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(body.errors[0].message).toContain(message);
  });

  it("reports a failure inside a resolver as a GraphQL error without its internals, with status 500", async () => {
    const broken = await openTestDatabase("pglite");
    await broken.close();
    const bare = Fastify();
    await bare.register(graphqlRoutes, { prefix: "/api", db: broken.db, now: () => new Date() });
    const res = await bare.inject({
      method: "POST",
      url: "/api/graphql/core",
      payload: { query: "{ franchises { name } }" },
    });
    await bare.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      data: null,
      errors: [
        {
          message: "Something went wrong on our side.",
          path: ["franchises"],
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        },
      ],
    });
  });
});
