import type { AddressInfo } from "node:net";
import { connect } from "node:net";
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
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** A value the parameter's schema accepts, so that only the parameter under test is wrong. */
function sample(schema: ParameterSchema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === "integer" || schema.type === "number") return "1";
  if (schema.pattern?.includes("17")) return "12345678901234567";
  return "x";
}

/** A value the parameter's own schema refuses. */
function malformed(schema: ParameterSchema): string {
  if (schema.enum) return "none-of-these";
  if (schema.type === "integer" || schema.type === "number") return "abc";
  if (schema.pattern) return "!";
  if (schema.maxLength !== undefined) return "x".repeat(schema.maxLength + 1);
  if (schema.minLength) return "";
  throw new Error(`no malformed value for ${JSON.stringify(schema)}`);
}

/**
 * Percent-encoding of any JS string, lone surrogates included (as the three bytes a hostile
 * client would send for them; encodeURIComponent refuses them).
 */
function encodeAny(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => {
      if (!/^[\uD800-\uDFFF]$/.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

const errorOf = (res: LightMyRequestResponse) => errorBodySchema.parse(res.json()).error;

const adminHeaders = async () => ({
  authorization: `Bearer ${await signSession(sessionKey(JWT_SECRET), { sub: "123456789012345678", scopes: [ADMIN_SCOPE] }, "1h")}`,
});

/**
 * One empty database for both suites, each with its own app: neither reads what the other wrote
 * (a copy of the empty snapshot each cost a PGlite instance).
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase("pglite");
});
afterAll(() => database?.close());

describe("errors, limits and headers", () => {
  let app: FastifyInstance;
  let getRoutes: { path: string; parameters: Parameter[] }[];
  beforeAll(async () => {
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
  afterAll(() => app?.close());

  /** The URL of a GET route with these parameter values (path parameters substituted, the rest in the query). */
  const urlOf = (path: string, values: Record<string, string>, parameters: Parameter[]) => {
    let url = path;
    const query: string[] = [];
    for (const p of parameters) {
      const value = values[p.name];
      if (value === undefined) continue;
      if (p.in === "path") url = url.replace(`{${p.name}}`, encodeAny(value));
      else query.push(`${p.name}=${encodeAny(value)}`);
    }
    return query.length > 0 ? `${url}?${query.join("&")}` : url;
  };

  it("answers a malformed value of every parameter of every REST read with a 400 naming it", async () => {
    // Signed in, so reads that need a session get as far as validating their parameters.
    const headers = await adminHeaders();
    const checked: string[] = [];
    for (const { path, parameters } of getRoutes) {
      for (const parameter of parameters) {
        // Path parameters always hold a valid value, so the route is the one meant.
        const pathValues = parameters.filter((p) => p.in === "path").map((p) => [p.name, sample(p.schema)]);
        const values = { ...Object.fromEntries(pathValues), [parameter.name]: malformed(parameter.schema) };
        const url = urlOf(path, values, parameters);
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBe(400);
        expect(errorOf(res).code, url).toBe("BAD_REQUEST");
        expect(errorOf(res).message, url).toContain(parameter.name);
        checked.push(`${path} ${parameter.name}`);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
  });

  it("never answers generated input on any route of the OpenAPI document with a 5xx", async () => {
    // Strings, unicode, NUL and lone surrogates, numbers past what PostgreSQL's integer holds.
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.constantFrom(
        "undefined",
        "null",
        "-1",
        "0",
        "2147483647",
        "2147483648",
        "9007199254740993",
        "1e400",
        "NaN",
        "%",
        "[]",
        "__proto__",
        "12345678901234567",
        "a\u0000b",
        "\ud800",
        "x\udc00y",
      ),
    );
    const number = fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, -0, 0.5));
    const json = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }));
    const headers = await adminHeaders();
    const document = (await app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const bodyFields = Object.keys(
          operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {},
        );
        const input = fc.record({
          values: fc.record(Object.fromEntries(parameters.map((p) => [p.name, text]))),
          body:
            bodyFields.length > 0
              ? fc.dictionary(fc.constantFrom(...bodyFields), json)
              : fc.constant(undefined),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ values, body }) => {
            const res = await app.inject({
              method: method.toUpperCase() as "GET",
              url: `/api${urlOf(path.replace(/^\/api/, ""), values, parameters)}`,
              headers,
              ...(body === undefined ? {} : { payload: body }),
            });
            expect(res.statusCode, `${method} ${path}: ${res.statusCode} ${res.body}`).toBeLessThan(500);
          }),
          { numRuns: 25 },
        );
        checked.push(`${method} ${path}`);
      }
    }
    // Every route, whoever adds it: the document lists them all.
    expect(checked.length).toBeGreaterThanOrEqual(restRoutes(app).length);
  }, 300_000);

  it("answers an integer past PostgreSQL's integer range with a 400 naming it", async () => {
    const integers = getRoutes.flatMap(({ path, parameters }) =>
      parameters.filter((p) => p.schema.type === "integer").map((p) => ({ path, parameters, name: p.name })),
    );
    expect(integers.length).toBeGreaterThan(5);
    const headers = await adminHeaders();
    for (const { path, parameters, name } of integers) {
      const values = Object.fromEntries(parameters.map((p) => [p.name, sample(p.schema)]));
      const url = urlOf(path, { ...values, [name]: "2147483648" }, parameters);
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).message, url).toContain(name);
    }
  });

  it("refuses NUL characters and lone surrogates with a 400 naming the field", async () => {
    const nul = await app.inject({ url: "/api/fragboard/accolades?playerId=a%00b" });
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul)).toEqual({
      code: "BAD_REQUEST",
      message: "playerId must not contain a NUL character",
    });
    const surrogate = await app.inject({
      method: "POST",
      url: "/api/admin/matches",
      headers: { ...(await adminHeaders()), "content-type": "application/json" },
      payload: '{"matchId": "x\\ud800y"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(errorOf(surrogate).message).toBe("matchId must be valid Unicode (a lone surrogate)");
    const graphql = await app.inject({
      method: "POST",
      url: "/api/graphql/stats",
      payload: {
        query: "query ($id: String!) { findManyMatch(where: { matchId: { equals: $id } }) { matchId } }",
        variables: { id: "a\u0000" },
      },
    });
    expect(graphql.statusCode).toBe(400);
    expect(graphql.json().errors[0].message).toBe("variables.id must not contain a NUL character");
  });

  it("answers a URL that is not valid percent-encoding with a 400 in the error shape", async () => {
    const res = await app.inject({ url: "/api/fragboard/articles/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe("BAD_REQUEST");
  });

  it("answers headers too large with a 431 in the error shape, on the socket", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    let raw = "";
    for await (const chunk of socket) raw += chunk;
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1.1 431 /);
    expect(JSON.parse(body)).toEqual({
      error: { code: "HEADERS_TOO_LARGE", message: "The request headers are too large." },
    });
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
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      database,
      config: loadConfig({ JWT_SECRET }),
      rateLimits: { reads: 3, writes: 1, windowMs: 60_000 },
    });
  });
  afterAll(() => app?.close());

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

  it("counts a member's writes whatever address they come from (issue #25)", async () => {
    const member = `Bearer ${await signSession(sessionKey(JWT_SECRET), { sub: "123456789012345670", scopes: [] }, "1h")}`;
    const save = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/notifications/read",
        headers: { authorization: member },
        payload: { all: true },
        remoteAddress,
      });
    const first = await save("10.0.1.1");
    expect(first.statusCode, first.body).toBe(200);
    const moved = await save("10.0.1.2");
    expect(moved.statusCode).toBe(429);
    expect(errorOf(moved).code).toBe("TOO_MANY_REQUESTS");
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
