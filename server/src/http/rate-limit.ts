import { isIPv4 } from "node:net";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { ipv6Prefix, parseAddress } from "./client-address.js";
import { httpError } from "./errors.js";
import { failoverStore } from "./rate-limit-store.js";

/**
 * Requests per client IP (request.ip: see TRUST_PROXY) and window. Reads are generous (a page load
 * makes a handful of calls); writes, admin ones included, are stricter. Counters are in memory, or
 * in Redis when REDIS_URL is set, so that several instances share each client's budget (in memory
 * again while Redis is down: http/rate-limit-store.ts).
 */
export type RateLimits = { reads: number; writes: number; windowMs: number };

export const DEFAULT_RATE_LIMITS: RateLimits = { reads: 600, writes: 60, windowMs: 60_000 };

/** Every route of the instance counts against `reads` unless it sets its own limit (writeLimit). */
export async function registerRateLimit(
  app: FastifyInstance,
  limits: RateLimits,
  shared?: { redis: Redis; isUp(): boolean },
) {
  await app.register(rateLimit, {
    ...(shared ? { store: failoverStore(shared.redis, "rate-limit:", shared.isUp) } : {}),
    max: limits.reads,
    timeWindow: limits.windowMs,
    // request.ip is undefined once the client has hung up (Node forgets a destroyed socket's
    // address), and the plugin's own key generator then throws: a level-50 error per dropped client.
    keyGenerator: (request) => addressKey(request.ip),
    // Thrown, so the error handler answers it in the one error shape.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });
  limitMembersToo(app);
}

/** The one budget of requests whose address is gone (their client hung up; nobody reads the answer). */
export const NO_ADDRESS_KEY = "no-address";

/**
 * The address' counter: IPv4 as is, an IPv4-mapped IPv6 as its IPv4, other IPv6 addresses by
 * their /64 (one host's whole allocation, as the plugin's default does); no address at all, the
 * shared NO_ADDRESS_KEY.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return NO_ADDRESS_KEY;
  // Most requests: a dotted IPv4 address is its own key, without parsing it into numbers.
  if (isIPv4(ip)) return ip;
  const parsed = parseAddress(ip);
  if (!parsed) return ip.toLowerCase();
  return parsed.kind === "ipv4" ? parsed.octets.join(".") : ipv6Prefix(parsed.groups, 4);
}

/** Marks the routes whose writes a member is limited on too (writeLimit). */
const PER_MEMBER = Symbol("per member");

/**
 * A write's budget is per address and per member (issue #25): a member cannot spend more by
 * changing addresses, nor one address by changing accounts. The member's count runs after the
 * route's own session guard (both are onRequest hooks, the guard first), keyed by route as the
 * address' is.
 */
function limitMembersToo(app: FastifyInstance) {
  const check = app.createRateLimit({
    keyGenerator: (request) => `member:${request.session?.sub}:${request.method} ${request.routeOptions.url}`,
    max: (request) => (request.routeOptions.config.rateLimit as WriteLimit)[PER_MEMBER].max,
    timeWindow: (request) => (request.routeOptions.config.rateLimit as WriteLimit)[PER_MEMBER].timeWindow,
  });
  const perMember: onRequestAsyncHookHandler = async (request, reply) => {
    // Unsigned writes (the sign-in itself) have only the address' budget.
    if (request.session === undefined) return;
    const result = await check(request);
    // createRateLimit counts; whether the count is over is `isExceeded`.
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw httpError(429, `Too many requests: try again in ${result.ttlInSeconds} seconds.`);
  };
  app.addHook("onRoute", (route) => {
    const limit = route.config?.rateLimit as Partial<WriteLimit> | undefined;
    if (!limit?.[PER_MEMBER]) return;
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), perMember];
  });
}

type WriteLimit = ReturnType<typeof writeLimit>;

/**
 * Route config for immutable, cheap answers (avatars, logos): a list page asks for one per player
 * shown, so counting them would throttle ordinary scrolling long before any abuse.
 */
export const notRateLimited = { allowList: () => true };

/** Route config for a write: `config: { rateLimit: writeLimit(limits) }`; per address and per member. */
export const writeLimit = (limits: RateLimits) => {
  const budget = { max: limits.writes, timeWindow: limits.windowMs };
  return { ...budget, [PER_MEMBER]: budget };
};
