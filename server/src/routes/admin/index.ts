import {
  ADMIN_SCOPE,
  errorBodySchema,
  mapEventsShapeSchema,
  ratingUploadBodySchema,
  ratingUploadResultSchema,
  settingsSchema,
  settingUpdateBodySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import type { JsonCache } from "../../http/json-cache.js";
import { invalidatePlayedMaps } from "../../http/played-maps.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { ingestMap } from "../../ingest/one-map.js";
import { ratingUpload } from "../../league/rating-upload.js";
import { sessionAdminRoutes } from "./sessions.js";
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
  sessions: Sessions;
  limits: RateLimits;
  /** Its played maps' answers outlive the "everything" a write clears: an ingest drops them itself. */
  cache: JsonCache;
  /** The league's "today" (SIM_NOW when pinned): which season a rating upload is for. */
  leagueNow: () => Date;
};

const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };

/** The admin area under /api/admin: every route needs a session with the admin scope. */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (
  app,
  { db, sessions, limits, cache, leagueNow },
) => {
  app.addHook("onRequest", requireScope(sessions, ADMIN_SCOPE));
  await app.register(sessionAdminRoutes, { sessions, limits });

  app.post(
    "/matches",
    {
      bodyLimit: MAP_BODY_LIMIT,
      // A map replaces its previous version and recomputes aggregates: seconds, not the default budget.
      config: { rateLimit: writeLimit(limits), invalidates: "everything", budgetMs: 120_000 },
      schema: {
        summary: "Ingest one played map (MapEvents); re-posting a map replaces it",
        description:
          "Stores the map's events and updates only the season aggregates it touches. A map a real game cannot produce, or one naming unknown seasons, teams, players or matches, is refused with a 400 whose `problems` lists every problem (rule, round, player, path), and nothing is stored (docs/stats.md#rules-of-a-played-map). Admin session required.",
        security: [{ session: [] }, { sessionCookie: [] }],
        body: mapEventsShapeSchema,
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
      const { changedMaps, ...result } = await ingestMap(db, request.body, { now: leagueNow() });
      // Committed: the answers of the maps it changed go (the rest of the league's, by `invalidates`).
      invalidatePlayedMaps(cache, changedMaps);
      return result;
    },
  );

  for (const apply of [false, true]) {
    app.post(
      apply ? "/ratings" : "/ratings/preview",
      {
        config: { rateLimit: writeLimit(limits), invalidates: apply ? "everything" : "nothing" },
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
      async (request) => ratingUpload(db, request.body.rows, { leagueNow: leagueNow(), apply }),
    );
  }

  app.put(
    "/settings",
    {
      // Novelty roles change the cached player lists.
      config: { rateLimit: writeLimit(limits), invalidates: "everything" },
      schema: {
        summary:
          "Replace one admin-edited list (novelty roles, server banner, standings JSON users, Twitch channels)",
        security,
        body: settingUpdateBodySchema,
        response: { 200: settingsSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request) => saveSetting(db, request.body, new Date()),
  );
};
