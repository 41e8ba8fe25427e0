import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { z } from "zod";
import type { Database } from "../db/client.js";
import type { JsonCache } from "./json-cache.js";

/**
 * `GET /api/metrics` in Prometheus' text format (prom-client): requests and latencies per route,
 * cache hits and misses, map ingest durations, query time on the embedded database, and the process' own figures (memory, event-loop
 * lag, GC). One registry per app, so several apps in one process (tests) do not mix. Turned off
 * with METRICS=off (docs/operations.md#metrics).
 */

const INGEST_ROUTE = "/api/admin/matches";

/** Times every route from the root app; returns the registry that `registerMetricsRoute` serves. */
export function registerMetrics(
  app: FastifyInstance,
  cache: JsonCache,
  database: Pick<Database, "onQuery">,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "fragboard_" });
  // The default GC metric's PerformanceObserver lives as long as the process and reaches this
  // registry, whose metrics reach the cache and the database: emptied on close, a closed app
  // (and its embedded database's memory, 100+ MB) can be collected.
  app.addHook("onClose", async () => registry.clear());
  const requests = new Counter({
    name: "fragboard_http_requests_total",
    help: "HTTP requests answered, by method, route (its pattern) and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "fragboard_http_request_duration_seconds",
    help: "Time from request to answer, by method and route",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const ingest = new Histogram({
    name: "fragboard_ingest_duration_seconds",
    help: "Time to store one posted map and update its aggregates (POST /api/admin/matches)",
    buckets: [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });
  if (database.onQuery) {
    const queries = new Histogram({
      name: "fragboard_db_query_duration_seconds",
      help: "Execution time of each statement on the embedded database (PGlite runs one at a time)",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers: [registry],
    });
    const stop = database.onQuery((seconds) => queries.observe(seconds));
    app.addHook("onClose", async () => {
      stop();
    });
  }
  new Counter({
    name: "fragboard_cache_lookups_total",
    help: "Cached API answers asked for: hit = served from memory, miss = built from the database",
    labelNames: ["result"],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: "hit" }, cache.stats.hits);
      this.inc({ result: "miss" }, cache.stats.misses);
    },
  });
  new Gauge({
    name: "fragboard_cache_bytes",
    help: "Bytes the answers' cache keeps (JSON and compressed copies), at most JSON_CACHE_BYTES",
    registers: [registry],
    collect() {
      this.set(cache.bytes);
    },
  });
  new Gauge({
    name: "fragboard_answer_stores_bytes",
    help: "Bytes the byte-bounded answer stores keep (GraphQL, match pages, played maps, player stats, search), compressed copies included",
    registers: [registry],
    collect() {
      this.set(cache.storeBytes);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    // The pattern, not the URL: ids and query strings would make a series per request.
    const route = request.routeOptions.url ?? "unmatched";
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, seconds);
    if (route === INGEST_ROUTE && request.method === "POST" && reply.statusCode === 200)
      ingest.observe(seconds);
  });

  return registry;
}

/** The route itself, inside the /api plugin so the OpenAPI document lists it. */
/**
 * The figures are not for the public (route names, memory, traffic): the scraper sends
 * `Authorization: Bearer $METRICS_TOKEN`, or an admin's session is used.
 */
export function registerMetricsRoute(
  api: FastifyInstance,
  registry: Registry,
  { token, admin }: { token: string | null; admin: onRequestAsyncHookHandler },
) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  api.get(
    "/metrics",
    {
      onRequest: async function (request, reply) {
        const sent = Buffer.from(request.headers.authorization ?? "");
        if (expected && sent.length === expected.length && timingSafeEqual(sent, expected)) return;
        await admin.call(this, request, reply);
      },
      schema: {
        summary: "Prometheus metrics: requests, latencies, cache hits, ingest times, process figures",
        description: "Needs `Authorization: Bearer <METRICS_TOKEN>` or an admin session.",
        tags: ["system"],
        response: { 200: z.string().describe("Prometheus' text exposition format") },
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}
