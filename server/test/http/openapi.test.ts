import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { openTestDatabase } from "../helpers/databases.js";
import { openApiPath, restRoutes } from "./registered-routes.js";

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
};

describe("OpenAPI document", () => {
  let database: Database;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await buildApp({ database, config: loadConfig({}) });
    const res = await app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("is OpenAPI 3.1 for the Fragboard API", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Fragboard API");
  });

  it("lists every registered REST route with a summary, a tag and the shared error answers", () => {
    const routes = restRoutes(app);
    expect(routes.length).toBeGreaterThan(15);
    for (const { method, url } of routes) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      const where = `${method} ${url}`;
      expect(operation, where).toBeDefined();
      expect(operation?.summary?.length ?? 0, where).toBeGreaterThan(10);
      expect(operation?.tags?.length, where).toBe(1);
      const errors = operation?.responses ?? {};
      for (const status of ["429", "500"]) expect(errors[status], `${where} ${status}`).toBeDefined();
      if (operation?.parameters?.length || operation?.requestBody) expect(errors["400"], where).toBeDefined();
      // The error body schema from core: { error: { code, message } }.
      expect(JSON.stringify(errors["500"]?.content?.["application/json"]?.schema), where).toContain('"code"');
    }
  });

  it("documents query and path parameters from the zod schemas that validate them", () => {
    const stats = document.paths["/api/csc/cached-stats"]?.get;
    expect(stats?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(["query:season", "query:matchType"]);
    expect(document.paths["/api/fragboard/articles/{id}"]?.get?.parameters?.[0]).toMatchObject({
      in: "path",
      name: "id",
    });
    expect(document.paths["/api/admin/matches"]?.post?.responses).toHaveProperty("401");
  });

  it("documents the GraphQL endpoints as POST only", () => {
    for (const path of ["/api/graphql/core", "/api/graphql/stats"]) {
      expect(Object.keys(document.paths[path] ?? {}), path).toEqual(["post"]);
      expect(document.paths[path]?.post?.tags).toEqual(["graphql"]);
    }
  });

  it("serves Swagger UI at /api/docs, with asset links that resolve under /api", async () => {
    for (const url of ["/api/docs", "/api/docs/"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("swagger-ui");
      const assets = [...res.body.matchAll(/(?:src|href)="([^"]+swagger-ui-bundle\.js)"/g)].map((m) => m[1]);
      expect(assets).toHaveLength(1);
      const asset = new URL(assets[0] as string, `http://x${url}`).pathname;
      expect(asset).toBe("/api/docs/static/swagger-ui-bundle.js");
      expect((await app.inject({ url: asset })).statusCode).toBe(200);
    }
  });
});
