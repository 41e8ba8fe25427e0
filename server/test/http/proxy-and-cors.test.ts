import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { openTestDatabase } from "../helpers/databases.js";

/** Issue #12 items 5 and 9: behind a reverse proxy, and called from other sites' pages. */

const PROXY = "10.1.2.3";
const limits = { reads: 2, writes: 1, windowMs: 60_000 };

describe("TRUST_PROXY and CORS_ORIGINS", () => {
  /** One database for the file: each test builds its own app (and rate limits) on it, and none writes. */
  let database: Database;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => database?.close());

  async function open(env: Record<string, string>) {
    app = await buildApp({ database, config: loadConfig(env), rateLimits: limits });
    return app;
  }

  const fromProxy = (server: FastifyInstance, client: string) =>
    server.inject({ url: "/api/health", remoteAddress: PROXY, headers: { "x-forwarded-for": client } });

  it("keys rate limits by the client address a trusted proxy reports", async () => {
    const server = await open({ TRUST_PROXY: "1" });
    expect((await fromProxy(server, "203.0.113.1")).statusCode).toBe(200);
    expect((await fromProxy(server, "203.0.113.1")).statusCode).toBe(200);
    expect((await fromProxy(server, "203.0.113.1")).statusCode).toBe(429);
    // Another visitor behind the same proxy has a budget of their own.
    expect((await fromProxy(server, "203.0.113.2")).statusCode).toBe(200);
  });

  it("trusts only the proxies named by address or range", async () => {
    const server = await open({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" });
    for (let i = 0; i < 2; i++) expect((await fromProxy(server, "203.0.113.1")).statusCode).toBe(200);
    expect((await fromProxy(server, "203.0.113.2")).statusCode).toBe(200);
    // A client outside those ranges cannot pick its own address with the header.
    const direct = (client: string) =>
      server.inject({
        url: "/api/health",
        remoteAddress: "198.51.100.7",
        headers: { "x-forwarded-for": client },
      });
    expect((await direct("1.1.1.1")).statusCode).toBe(200);
    expect((await direct("1.1.1.2")).statusCode).toBe(200);
    expect((await direct("1.1.1.3")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY (the socket address is the client)", async () => {
    const server = await open({});
    expect((await fromProxy(server, "203.0.113.1")).statusCode).toBe(200);
    expect((await fromProxy(server, "203.0.113.2")).statusCode).toBe(200);
    expect((await fromProxy(server, "203.0.113.3")).statusCode).toBe(429);
  });

  it("does not take X-Forwarded-Host for this site in the cross-site check (issue #25)", async () => {
    const server = await open({
      TRUST_PROXY: "1",
      JWT_SECRET: "a-test-secret-that-is-long-enough-for-hs256",
    });
    const logout = (headers: Record<string, string>) =>
      server.inject({
        method: "POST",
        url: "/api/auth/logout",
        remoteAddress: PROXY,
        headers: { cookie: "jwt=x", host: "fragboard.example", "x-forwarded-proto": "https", ...headers },
      });
    const forged = await logout({ origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(forged.statusCode).toBe(403);
    expect((await logout({ origin: "https://fragboard.example" })).statusCode).toBe(204);
    // The sign-in's redirect address is this site's too.
    const login = await server.inject({
      url: "/api/auth/login?returnTo=/",
      remoteAddress: PROXY,
      headers: {
        host: "fragboard.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
    });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).not.toContain("evil.example");
  });

  it("serves the existing client's product-named paths with API_PRODUCT_ALIAS (issue #25)", async () => {
    const server = await open({
      API_PRODUCT_ALIAS: "analytikill",
      CORS_ORIGINS: "https://stats.example.org",
    });
    const headers = { origin: "https://stats.example.org" };
    const aliased = await server.inject({ url: "/api/analytikill/articles", headers });
    const own = await server.inject({ url: "/api/fragboard/articles", headers });
    expect(aliased.statusCode).toBe(own.statusCode);
    expect(aliased.body).toBe(own.body);
    expect(aliased.headers["access-control-allow-origin"]).toBe("https://stats.example.org");
    expect(() => loadConfig({ API_PRODUCT_ALIAS: "fragboard" })).toThrow(ConfigError);
  });

  it("refuses TRUST_PROXY and CORS_ORIGINS values it cannot use, naming them", () => {
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(
      /TRUST_PROXY: must be a number of proxy hops/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: "https://a.example/path" })).toThrow(/CORS_ORIGINS: must be/);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ CORS_ORIGINS: "https://a.example, http://b.example:8080/" }).corsOrigins).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
  });

  it("answers preflights of listed origins with credentials, and gives other origins nothing", async () => {
    const server = await open({ CORS_ORIGINS: "https://stats.example.org" });
    const preflight = (origin: string) =>
      server.inject({
        method: "OPTIONS",
        url: "/api/graphql/stats",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    const listed = await preflight("https://stats.example.org");
    expect(listed.statusCode).toBe(204);
    expect(listed.headers["access-control-allow-origin"]).toBe("https://stats.example.org");
    expect(listed.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(listed.headers["access-control-allow-methods"])).toContain("POST");
    const other = await preflight("https://evil.example");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    expect(other.headers["access-control-allow-credentials"]).toBeUndefined();

    const read = await server.inject({
      url: "/api/health",
      headers: { origin: "https://stats.example.org" },
    });
    expect(read.headers["access-control-allow-origin"]).toBe("https://stats.example.org");
    expect(read.headers.vary).toContain("Origin");
    // Every answer to a listed origin, a 404 and a 429 included, or the page sees a network error.
    const missing = await server.inject({
      url: "/api/no-such-thing",
      headers: { origin: "https://stats.example.org" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["access-control-allow-origin"]).toBe("https://stats.example.org");
    expect(missing.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("sends no CORS headers when CORS_ORIGINS is unset", async () => {
    const server = await open({});
    const res = await server.inject({ url: "/api/health", headers: { origin: "https://stats.example.org" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lets other sites' pages show avatars and logos, and nothing else", async () => {
    const server = await open({});
    for (const url of ["/api/avatars/p1.svg", "/api/logos/ABC.svg"]) {
      expect((await server.inject({ url })).headers["cross-origin-resource-policy"], url).toBe(
        "cross-origin",
      );
    }
    expect((await server.inject({ url: "/api/health" })).headers["cross-origin-resource-policy"]).toBe(
      "same-origin",
    );
  });
});
