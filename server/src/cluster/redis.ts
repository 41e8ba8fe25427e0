import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { JsonCache } from "../http/json-cache.js";
import { StartupError } from "../util/startup-error.js";

/**
 * REDIS_URL: the state instances share (ARCHITECTURE.md "Scaling past one machine"): rate-limit
 * counters, and cache invalidation published on every write so that each instance drops its
 * cached answers at once. Unset = everything stays in the process.
 */
export type SharedState = {
  /** Commands (rate-limit counters); keys carry the prefix. */
  redis: Redis;
  close(): Promise<void>;
};

const CONNECT_TIMEOUT_MS = 5_000;

/** host:port, without credentials. */
const describe = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 6379}`;
};

async function connect(url: string, prefix: string): Promise<Redis> {
  const client = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Commands wait through a reconnect instead of failing the request at once.
    maxRetriesPerRequest: 2,
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new StartupError(`REDIS_URL: cannot reach Redis at ${describe(url)}: ${(error as Error).message}`);
  }
  return client;
}

/**
 * Connects both clients (a subscribed connection takes no other commands) and links `cache`:
 * its `invalidate()` is published, and invalidations of other instances clear it here.
 */
export async function connectSharedState(
  url: string,
  prefix: string,
  cache: JsonCache,
  log: { warn(obj: object, message: string): void },
): Promise<SharedState> {
  const redis = await connect(url, prefix);
  const subscriber = await connect(url, prefix);
  const channel = `${prefix}invalidate`;
  const instance = randomUUID();
  subscriber.on("message", (_channel: string, message: string) => {
    const { from, keyPrefix } = JSON.parse(message) as { from: string; keyPrefix?: string };
    if (from !== instance) cache.clear(keyPrefix);
  });
  // Messages sent while the subscription was down are lost: start afresh after a reconnect.
  let subscribed = false;
  subscriber.on("ready", () => {
    if (subscribed) cache.clear();
  });
  await subscriber.subscribe(channel);
  subscribed = true;
  cache.onInvalidate((keyPrefix) => {
    redis.publish(channel, JSON.stringify({ from: instance, keyPrefix })).catch((error: unknown) => {
      log.warn({ err: error }, "could not publish a cache invalidation to the other instances");
    });
  });
  return {
    redis,
    async close() {
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
    },
  };
}
