import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { gunzipSync } from "node:zlib";
import { ERROR_TRACING, errorBodySchema } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { CLIENT_REPORTS_PER_MINUTE } from "../../src/http/error-reporting.js";
import { openTestDatabase } from "../helpers/databases.js";

const report = {
  message: "Cannot read properties of undefined (reading 'kills')",
  stack: "TypeError: Cannot read properties of undefined\n    at PlayerPage (assets/index-x1.js:1:2)",
  context: "render failure",
  route: "/players/76561198000000001?season=15",
  build: "/assets/index-x1.js",
};

describe("error reporting", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.close();
  });

  describe("without SENTRY_DSN", () => {
    let app: FastifyInstance;
    const logLines: Record<string, unknown>[] = [];
    beforeAll(async () => {
      app = await buildApp({
        database,
        config: loadConfig({}),
        logger: { stream: { write: (line) => logLines.push(JSON.parse(line)) } },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });

    it("tells the web app to post its errors to the API", async () => {
      const res = await app.inject({ url: "/api/error-reporting" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sentry: null });
      expect(res.headers["content-security-policy"]).toMatch(/connect-src 'self'(;|$)/);
    });

    it("logs a posted report with the request id it answers", async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/client-errors",
        headers: { "x-request-id": "client-report-1" },
        payload: report,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ reportId: "client-report-1" });
      const logged = logLines.find((line) => line.msg === "client error reported");
      expect(logged).toMatchObject({ reqId: "client-report-1", level: 50, clientError: report });
    });

    it("refuses a report without a message, naming the field, and one too large", async () => {
      const empty = await app.inject({
        method: "POST",
        url: "/api/client-errors",
        payload: { ...report, message: "" },
      });
      expect(empty.statusCode).toBe(400);
      expect(errorBodySchema.parse(empty.json()).error.message).toContain("message");
      const huge = await app.inject({
        method: "POST",
        url: "/api/client-errors",
        payload: { ...report, stack: "x".repeat(40_000) },
      });
      expect(huge.statusCode).toBe(413);
      expect(errorBodySchema.parse(huge.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    });

    it("takes a limited number of reports per client and minute", async () => {
      const from = { remoteAddress: "10.9.8.7" };
      const statuses: number[] = [];
      for (let i = 0; i <= CLIENT_REPORTS_PER_MINUTE; i++) {
        const res = await app.inject({ method: "POST", url: "/api/client-errors", payload: report, ...from });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe("with SENTRY_DSN", () => {
    let app: FastifyInstance;
    let sentry: Server;
    const envelopes: string[] = [];
    let dsn = "";
    beforeAll(async () => {
      // Sentry's ingest endpoint: POST /api/{project}/envelope/, one envelope per event.
      sentry = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const body = Buffer.concat(chunks);
          envelopes.push((req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString());
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
        });
      });
      await new Promise<void>((resolve) => sentry.listen(0, "127.0.0.1", resolve));
      dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
      app = await buildApp({ database, config: loadConfig({ SENTRY_DSN: dsn, COMMIT: "abc123" }) });
      app.get("/api-test/failure", async () => {
        throw new Error("resolver blew up on purpose");
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await new Promise((resolve) => sentry?.close(resolve));
    });

    it("gives the browser the DSN with the spec's sampling rates, and lets it reach the DSN's host", async () => {
      const res = await app.inject({ url: "/api/error-reporting" });
      expect(res.json()).toEqual({ sentry: { dsn, ...ERROR_TRACING } });
      expect(res.json().sentry).toMatchObject({
        tracesSampleRate: 0.5,
        replaysSessionSampleRate: 0.01,
        replaysOnErrorSampleRate: 1,
      });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain(`connect-src 'self' ${new URL(dsn).origin}`);
      expect(csp).toContain("worker-src 'self' blob:");
    });

    it("sends a failure of ours to Sentry with the request id, answering the client a plain 500", async () => {
      const res = await app.inject({ url: "/api-test/failure", headers: { "x-request-id": "failing-1" } });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain("on purpose");
      await expect
        .poll(() => envelopes.find((e) => e.includes("resolver blew up on purpose")), { timeout: 5_000 })
        .toBeDefined();
      const event = envelopes.find((e) => e.includes("resolver blew up on purpose")) ?? "";
      expect(event).toContain('"request_id":"failing-1"');
      expect(event).toContain('"release":"abc123"');
    });

    it("traces requests at the spec's rate, sent at the latest when the server closes", async () => {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      // Over raw sockets: an instrumented client would put every request in one trace, sampled once.
      // 20 traces sampled at 0.5: none sent has a chance of one in a million.
      for (let i = 0; i < 20; i++) {
        const socket = connect(port, "127.0.0.1");
        socket.end("GET /api/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        for await (const _ of socket);
      }
      await app.close();
      const spans = envelopes.filter((e) => e.includes('"type":"span"') && e.includes("/api/version"));
      const traced = spans.join("").match(/"is_segment":true/g) ?? [];
      expect(traced.length).toBeGreaterThan(0);
      expect(traced.length).toBeLessThan(20);
    });
  });
});
