import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { JsonCache } from "../http/json-cache.js";

/**
 * REDIS_URL: the state instances share (ARCHITECTURE.md "Scaling past one machine"): rate-limit
 * counters, and cache invalidation published on every write so that each instance drops its
 * cached answers at once. Unset = everything stays in the process.
 *
 * Redis is not a point of failure (docs/operations.md#without-redis): while it cannot be reached,
 * commands fail at once instead of queuing, rate limits count in the process
 * (http/rate-limit.ts), and since invalidations from other instances may be missed, every cached
 * answer lives at most DEGRADED_TTL_MS. The clients reconnect in the background; when both are
 * back the cache is cleared once (what was missed) and sharing resumes.
 */
export type SharedState = {
  /** Commands (rate-limit counters); keys carry the prefix. */
  redis: Redis;
  /** Both connections are up: shared state is in use. */
  isUp(): boolean;
  close(): Promise<void>;
};

type Log = { warn(obj: object, message: string): void; info(message: string): void };

const CONNECT_TIMEOUT_MS = 5_000;
/** A command that has not answered by then fails (the request goes on with local state). */
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnect attempts back off to this, and never stop. */
const MAX_RECONNECT_DELAY_MS = 2_000;
/** The longest a cached answer lives while invalidations cannot be received. */
export const DEGRADED_TTL_MS = 5_000;

/** host:port, without credentials. */
const describe = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 6379}`;
};

const client = (url: string, prefix: string) =>
  new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected: a request never waits for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });

/**
 * Connects both clients (a subscribed connection takes no other commands) and links `cache`:
 * its `invalidate()` is published, and invalidations of other instances clear it here. Redis
 * unreachable at start-up is not fatal: the instance starts degraded and joins when it can.
 */
export async function connectSharedState(
  url: string,
  prefix: string,
  cache: JsonCache,
  log: Log,
): Promise<SharedState> {
  const redis = client(url, prefix);
  const subscriber = client(url, prefix);
  const channel = `${prefix}invalidate`;
  const instance = randomUUID();
  const isUp = () => redis.status === "ready" && subscriber.status === "ready";

  // Until the first attempt is over, state changes are not news.
  let starting = true;
  let closing = false;
  // ioredis subscribes again by itself after a reconnect, once a first subscription succeeded.
  let subscribed = false;
  let degradedSince: number | null = null;
  let expiry: NodeJS.Timeout | undefined;
  const degrade = (error?: Error) => {
    if (starting || closing || degradedSince !== null) return;
    degradedSince = Date.now();
    log.warn(
      { redis: describe(url), reason: error?.message },
      "redis: unreachable, degraded to in-process rate limits and short-lived cached answers",
    );
    expiry = setInterval(() => cache.reset(), DEGRADED_TTL_MS).unref();
  };
  const recover = () => {
    if (starting || !isUp() || !subscribed || degradedSince === null) return;
    clearInterval(expiry);
    const after = Date.now() - degradedSince;
    degradedSince = null;
    // Invalidations published meanwhile were lost: start afresh.
    cache.reset();
    log.info(`redis: connected to ${describe(url)}, shared state resumed (after ${after} ms)`);
  };
  for (const connection of [redis, subscriber]) {
    // A listener keeps ioredis from printing each failed attempt as an unhandled error with its stack.
    connection.on("error", (error: Error) => degrade(error));
    connection.on("close", () => degrade());
    connection.on("ready", recover);
  }
  subscriber.on("message", (_channel: string, message: string) => {
    try {
      const { from, keyPrefix } = JSON.parse(message) as { from: string; keyPrefix?: string };
      if (from !== instance) cache.clear(keyPrefix);
    } catch {
      // Not one of ours (another program on the channel): ignored.
    }
  });
  const subscribe = async () => {
    if (subscribed || subscriber.status !== "ready") return;
    try {
      await subscriber.subscribe(channel);
      subscribed = true;
      recover();
    } catch (error) {
      degrade(error as Error);
    }
  };
  subscriber.on("ready", () => void subscribe());

  cache.onInvalidate((keyPrefix) => {
    if (!isUp()) return;
    redis.publish(channel, JSON.stringify({ from: instance, keyPrefix })).catch((error: unknown) => {
      log.warn({ err: error }, "could not publish a cache invalidation to the other instances");
    });
  });

  const connected = await Promise.allSettled([redis.connect(), subscriber.connect()]);
  await subscribe();
  starting = false;
  if (!isUp() || !subscribed) {
    const failure = connected.find((c) => c.status === "rejected");
    degrade(failure?.status === "rejected" ? (failure.reason as Error) : undefined);
  }
  return {
    redis,
    isUp,
    async close() {
      closing = true;
      clearInterval(expiry);
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
