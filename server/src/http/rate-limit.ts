import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

/**
 * Requests per client IP (request.ip: see TRUST_PROXY) and window. Reads are generous (a page load
 * makes a handful of calls); writes, admin ones included, are stricter. Counters are in memory, or
 * in Redis when REDIS_URL is set, so that several instances share each client's budget.
 */
export type RateLimits = { reads: number; writes: number; windowMs: number };

export const DEFAULT_RATE_LIMITS: RateLimits = { reads: 600, writes: 60, windowMs: 60_000 };

/** Every route of the instance counts against `reads` unless it sets its own limit (writeLimit). */
export async function registerRateLimit(app: FastifyInstance, limits: RateLimits, redis?: Redis) {
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: "rate-limit:" } : {}),
    max: limits.reads,
    timeWindow: limits.windowMs,
    // Thrown, so the error handler answers it in the one error shape.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });
}

/**
 * Route config for immutable, cheap answers (avatars, logos): a list page asks for one per player
 * shown, so counting them would throttle ordinary scrolling long before any abuse.
 */
export const notRateLimited = { allowList: () => true };

/** Route config for a write: `config: { rateLimit: writeLimit(limits) }`. */
export const writeLimit = (limits: RateLimits) => ({ max: limits.writes, timeWindow: limits.windowMs });
