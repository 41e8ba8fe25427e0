import { ADMIN_SCOPE, errorBodySchema, mapEventsSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../../auth/guard.js";
import type { SessionKey } from "../../auth/session.js";
import type { Db } from "../../db/client.js";
import type { JsonCache } from "../../http/json-cache.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { ingestMap } from "../../ingest/one-map.js";

/** The largest simulated map is ~0.3 MB of JSON; real ones with every event stay well below this. */
const MAP_BODY_LIMIT = 5 * 1024 * 1024;

const ingestResultSchema = z.object({
  matchId: z.string(),
  /** The map was stored before and has been replaced (same stats as posting it once). */
  replaced: z.boolean(),
  /** Player season aggregates recomputed (this map's players, and those of its previous version). */
  playersUpdated: z.number().int().nonnegative(),
});

export type AdminOptions = {
  db: Db;
  cache: JsonCache;
  sessionKey: () => Promise<SessionKey>;
  limits: RateLimits;
};

/** The admin area under /api/admin: every route needs a session with the admin scope. */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, cache, sessionKey, limits },
) => {
  app.addHook("onRequest", requireScope(sessionKey, ADMIN_SCOPE));

  app.post(
    "/matches",
    {
      bodyLimit: MAP_BODY_LIMIT,
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary: "Ingest one played map (MapEvents); re-posting a map replaces it",
        description:
          "Stores the map's events and updates only the season aggregates it touches. Admin session required.",
        security: [{ session: [] }, { sessionCookie: [] }],
        body: mapEventsSchema,
        response: {
          200: ingestResultSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await ingestMap(db, request.body);
      // After the commit: a list built from here on sees the new map.
      cache.clear();
      return result;
    },
  );
};
