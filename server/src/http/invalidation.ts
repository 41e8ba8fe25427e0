import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { JsonCache } from "./json-cache.js";

/**
 * What a write changes of the cached reads (docs/architecture.md#caching). Every route that is
 * not a read declares it as `config: { invalidates }`; one hook clears it after a successful
 * write, before the answer leaves, so a read that follows the answer sees the change.
 *
 * - "nothing": the write changes no cached answer (its reads are live);
 * - "everything": every cached list, profile and GraphQL answer, here and (with REDIS_URL) on
 *   every instance: league or stats data changed;
 * - `{ prefixes }`: the JsonCache entries under these keys only (one person's profile).
 */
export type Invalidates =
  | "nothing"
  | "everything"
  | { prefixes: (request: FastifyRequest) => readonly string[] };

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every route that is not a GET (a test walks them): see Invalidates. */
    invalidates?: Invalidates;
  }
}

/** Methods that only read: they declare nothing. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Each write route registered under `app` ("POST /api/x") with what it declared (undefined: nothing). */
export type DeclaredWrites = () => Map<string, Invalidates | undefined>;

/** Hooks `app` so each write's declaration is applied; returns how to list every write route's declaration. */
export function registerInvalidation(app: FastifyInstance, cache: JsonCache): DeclaredWrites {
  const writes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    // Kept whole: a plugin's own onRoute hook, which runs after this one, may still set its config.
    writes.push(route);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const invalidates = request.routeOptions.config.invalidates;
    if (!invalidates || invalidates === "nothing" || reply.statusCode >= 400) return payload;
    if (invalidates === "everything") cache.invalidate();
    else for (const prefix of invalidates.prefixes(request)) cache.invalidate(prefix);
    return payload;
  });
  return () =>
    new Map(
      writes.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => !READS.has(method))
          .map((method) => [`${method} ${route.url}`, route.config?.invalidates] as const),
      ),
    );
}
