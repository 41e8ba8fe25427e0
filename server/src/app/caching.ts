import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { connectSharedState } from "../cluster/redis.js";
import type { Config } from "../config.js";
import { registerCacheControl } from "../http/cache-control.js";
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS, GZIP_OPTIONS } from "../http/compression.js";
import { registerLiveEtags } from "../http/etag.js";
import { registerInvalidation } from "../http/invalidation.js";
import { JsonCache } from "../http/json-cache.js";

/**
 * The answers' cache (docs/architecture.md#caching): the JsonCache, linked to the other instances
 * through Redis when REDIS_URL is set, and compression of every answer.
 */
export async function startCaching(app: FastifyInstance, config: Config) {
  // Before any route: the plugin hooks itself onto each route as it is added.
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  const cache = new JsonCache();
  const shared = config.redisUrl
    ? await connectSharedState(config.redisUrl, config.redisPrefix, cache, app.log)
    : null;
  if (shared) app.addHook("onClose", () => shared.close());
  return { cache, shared };
}

/**
 * The API's answers: Cache-Control by resource, ETags on live answers, and each write's declared
 * invalidation (returns what every write route declares).
 */
export function cacheApi(api: FastifyInstance, cache: JsonCache) {
  registerCacheControl(api);
  registerLiveEtags(api);
  return registerInvalidation(api, cache);
}
