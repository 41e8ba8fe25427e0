import { ADMIN_SCOPE, errorBodySchema } from "@fragboard/core";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { openTestDatabase } from "../helpers/databases.js";
import { openApiPath, restRoutes } from "./registered-routes.js";
import { JWT_SECRET } from "./seeded-app.js";

type ParameterSchema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
};
type Parameter = { name: string; in: "query" | "path"; schema: ParameterSchema };

/** A value the parameter's own schema refuses. */
function malformed(schema: ParameterSchema): string {
  if (schema.enum) return "none-of-these";
  if (schema.type === "integer" || schema.type === "number") return "abc";
  if (schema.pattern) return "!";
  if (schema.maxLength !== undefined) return "x".repeat(schema.maxLength + 1);
  if (schema.minLength) return "";
  throw new Error(`no malformed value for ${JSON.stringify(schema)}`);
}

const errorOf = (res: LightMyRequestResponse) => errorBodySchema.parse(res.json()).error;

const adminHeaders = async () => ({
  authorization: `Bearer ${await signSession(sessionKey(JWT_SECRET), { sub: "123456789012345678", scopes: [ADMIN_SCOPE] }, "1h")}`,
});

describe("errors, limits and headers", () => {
  let database: Database;
  let app: FastifyInstance;
  let getRoutes: { path: string; parameters: Parameter[] }[];
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    // Room for the property test's hundreds of requests from one address.
    const rateLimits = { reads: 100_000, writes: 100, windowMs: 60_000 };
    app = await buildApp({ database, config: loadConfig({ JWT_SECRET }), rateLimits });
    app.get("/api-test/failure", async () => {
      throw new Error("connection to db-host:5432 refused (password=hunter2)");
    });
    await app.ready();
    const document = (await app.inject({ url: "/api/docs/json" })).json();
    getRoutes = restRoutes(app)
      .filter((r) => r.method === "GET")
      .map(({ url }) => ({
        path: openApiPath(url),
        parameters: document.paths[openApiPath(url)].get.parameters ?? [],
      }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The URL of a GET route with these parameter values (path parameters substituted, the rest in the query). */
  const urlOf = (path: string, values: Record<string, string>, parameters: Parameter[]) => {
    let url = path;
    const query = new URLSearchParams();
    for (const p of parameters) {
      const value = values[p.name];
      if (value === undefined) continue;
      if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(value));
      else query.set(p.name, value);
    }
    return query.size > 0 ? `${url}?${query}` : url;
  };

  it("answers a malformed value of every parameter of every REST read with a 400 naming it", async () => {
    const checked: string[] = [];
    for (const { path, parameters } of getRoutes) {
      for (const parameter of parameters) {
        const url = urlOf(path, { [parameter.name]: malformed(parameter.schema) }, parameters);
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(400);
        expect(errorOf(res).code, url).toBe("BAD_REQUEST");
        expect(errorOf(res).message, url).toContain(parameter.name);
        checked.push(`${path} ${parameter.name}`);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
  });

  it("never answers any parameter values of a REST read with a 5xx", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 90 }),
      fc.constantFrom(
        "undefined",
        "null",
        "-1",
        "0",
        "1e400",
        "NaN",
        "%",
        "[]",
        "__proto__",
        "12345678901234567",
      ),
    );
    for (const { path, parameters } of getRoutes.filter((r) => r.parameters.length > 0)) {
      const values = fc.record(Object.fromEntries(parameters.map((p) => [p.name, value])));
      await fc.assert(
        fc.asyncProperty(values, async (chosen) => {
          const res = await app.inject({ url: urlOf(path, chosen, parameters) });
          expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
          errorOf(res);
        }),
        { numRuns: 20 },
      );
    }
  });

  it("answers unknown /api paths and methods with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing-here?x=1"],
      ["DELETE", "/api/csc/cached-players"],
      ["POST", "/api/profile"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(errorOf(res)).toEqual({ code: "NOT_FOUND", message: `No route ${method} ${url.split("?")[0]}` });
    }
  });

  it("masks an unexpected failure as a 500 that reveals nothing", async () => {
    const res = await app.inject({ url: "/api-test/failure" });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toEqual({ code: "INTERNAL_ERROR", message: "Something went wrong on our side." });
    expect(res.body).not.toContain("hunter2");
  });

  it("answers a body that is not JSON, or not JSON at all, in the error shape", async () => {
    const headers = await adminHeaders();
    const broken = await app.inject({
      method: "POST",
      url: "/api/admin/matches",
      headers: { ...headers, "content-type": "application/json" },
      payload: '{"matchId": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).code).toBe("BAD_REQUEST");
    const text = await app.inject({
      method: "POST",
      url: "/api/admin/matches",
      headers: { ...headers, "content-type": "text/csv" },
      payload: "a,b",
    });
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("sends the security headers, with a CSP that lets only our own scripts run", async () => {
    const res = await app.inject({ url: "/api/health" });
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("echoes a request id: the caller's when it is a sane token, else a fresh one", async () => {
    const given = await app.inject({ url: "/api/health", headers: { "x-request-id": "lb-7f3a.42" } });
    expect(given.headers["x-request-id"]).toBe("lb-7f3a.42");
    const fresh = await app.inject({ url: "/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await app.inject({
      url: "/api/nothing",
      headers: { "x-request-id": "bad id\twith spaces" },
    });
    expect(refused.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("rate limits", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await buildApp({
      database,
      config: loadConfig({ JWT_SECRET }),
      rateLimits: { reads: 3, writes: 1, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers reads over the limit with a 429 in the error shape, telling when to retry", async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    const res = await app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe("TOO_MANY_REQUESTS");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another client has its own budget.
    expect((await app.inject({ url: "/api/health", remoteAddress: "10.0.0.2" })).statusCode).toBe(200);
  });

  it("never counts avatars and logos: a list page asks for one per player shown", async () => {
    const client = "10.0.0.3";
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({ url: `/api/avatars/nobody${i}.svg`, remoteAddress: client });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.inject({ url: "/api/health", remoteAddress: client })).statusCode).toBe(200);
  });

  it("counts admin writes against their own, stricter limit", async () => {
    const headers = await adminHeaders();
    const post = () => app.inject({ method: "POST", url: "/api/admin/matches", headers, payload: {} });
    expect((await post()).statusCode).toBe(400);
    const res = await post();
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe("TOO_MANY_REQUESTS");
  });
});
