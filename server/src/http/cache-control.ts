import { type CachedData, cacheMaxAgeSeconds } from "@fragboard/core";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Which CACHE_TIMES entry the answer follows (docs/api.md#caching): `Cache-Control: public, max-age` of
     * the same stale time as the web app's query. Unset = revalidate every time (the ETag makes
     * that a 304 when nothing changed).
     */
    cache?: CachedData;
  }
}

const cacheControlFor = (data: CachedData) => `public, max-age=${cacheMaxAgeSeconds(data)}`;

/** Fresh answers follow their route's stale time; failures are never stored. */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.hasHeader("cache-control")) return payload;
    const ok = reply.statusCode < 300 || reply.statusCode === 304;
    const data = request.routeOptions.config.cache;
    reply.header("cache-control", !ok ? "no-store" : data ? cacheControlFor(data) : "no-cache");
    return payload;
  });
}
