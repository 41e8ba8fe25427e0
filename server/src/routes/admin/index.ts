import {
  ADMIN_SCOPE,
  errorBodySchema,
  mapEventsSchema,
  ratingUploadBodySchema,
  ratingUploadResultSchema,
  settingsSchema,
  settingUpdateBodySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../../auth/guard.js";
import type { SessionKey } from "../../auth/session.js";
import type { Db } from "../../db/client.js";
import type { JsonCache } from "../../http/json-cache.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { ingestMap } from "../../ingest/one-map.js";
import { ratingUpload } from "../../league/rating-upload.js";
import { saveSetting } from "./settings.js";

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
  /** The league's "today" (SIM_NOW when pinned): which season a rating upload is for. */
  leagueNow: () => Date;
};

const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };

/** The admin area under /api/admin: every route needs a session with the admin scope. */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, cache, sessionKey, limits, leagueNow },
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
          "Stores the map's events and updates only the season aggregates it touches. A map a real game cannot produce, or one naming unknown seasons, teams, players or matches, is refused with a 400 naming the field, and nothing is stored (docs/api.md#ingest-validation). Admin session required.",
        security: [{ session: [] }, { sessionCookie: [] }],
        body: mapEventsSchema,
        response: {
          200: ingestResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await ingestMap(db, request.body);
      // After the commit: a list built from here on sees the new map.
      cache.invalidate();
      return result;
    },
  );

  for (const apply of [false, true]) {
    app.post(
      apply ? "/ratings" : "/ratings/preview",
      {
        config: { rateLimit: writeLimit(limits) },
        schema: {
          summary: apply
            ? "Apply a rating CSV: each row's MMR becomes the player's MMR of the current season"
            : "Preview a rating CSV: what applying it would change (nothing is stored)",
          description:
            "Rows are the parsed CSV's 'CSC ID' (league player id) and 'MMR'. Admin session required.",
          security,
          body: ratingUploadBodySchema,
          response: { 200: ratingUploadResultSchema, 400: errorBodySchema, ...refusals },
        },
      },
      async (request) => {
        const result = await ratingUpload(db, request.body.rows, { leagueNow: leagueNow(), apply });
        if (result.applied) cache.invalidate();
        return result;
      },
    );
  }

  app.put(
    "/settings",
    {
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary:
          "Replace one admin-edited list (novelty roles, server banner, standings JSON users, Twitch channels)",
        security,
        body: settingUpdateBodySchema,
        response: { 200: settingsSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request) => {
      const settings = await saveSetting(db, request.body, new Date());
      // Novelty roles change the cached player lists.
      cache.invalidate();
      return settings;
    },
  );
};
