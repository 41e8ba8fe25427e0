import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

/**
 * The rate-limit counters with REDIS_URL: in Redis while it answers, so instances share each
 * client's budget; in the process while it does not (docs/operations.md#without-redis), so a Redis
 * outage neither fails requests nor lifts the limits. Wraps the plugin's own two stores.
 */

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Method = (key: string, cb: Callback, timeWindow: number, max: number) => void;
type Store = { incr: Method; read?: Method; child(routeOptions: unknown): Store };
type StoreCtor = new (...args: unknown[]) => Store;

// Not in the package's exports map: loaded by path, as its index.js does.
const require = createRequire(import.meta.url);
const RedisStore: StoreCtor = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: StoreCtor = require("@fastify/rate-limit/store/LocalStore.js");

function failover(remote: Store, local: Store, isUp: () => boolean): FastifyRateLimitStore & Store {
  const use =
    (method: "incr" | "read"): Method =>
    (key, cb, timeWindow, max) => {
      const fallback = () => local[method]?.(key, cb, timeWindow, max);
      if (!isUp()) return fallback();
      remote[method]?.(key, (error, result) => (error ? fallback() : cb(null, result)), timeWindow, max);
    };
  return {
    incr: use("incr"),
    read: use("read"),
    child: (routeOptions) => failover(remote.child(routeOptions), local.child(routeOptions), isUp),
  };
}

/** The plugin's `store` option: Redis while `isUp()`, the process otherwise. */
export function failoverStore(
  redis: Redis,
  nameSpace: string,
  isUp: () => boolean,
): FastifyRateLimitStoreCtor {
  return function FailoverStore(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const { continueExceeding = false, exponentialBackoff = false } = options;
    return failover(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
      isUp,
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
