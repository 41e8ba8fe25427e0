import {
  discordIdQuerySchema,
  errorBodySchema,
  profileBundleSchema,
  profileJsonSchema,
  profilePatchBodySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { type JsonCache, profileKey, sendJson } from "../../http/json-cache.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { profileBundle } from "./bundle.js";
import { saveProfile } from "./save.js";

/**
 * Player profiles (docs/api.md#profile): the read, built once per person and kept in the JsonCache
 * until its owner's write clears it (`invalidates`, http/invalidation.ts) or an ingest clears everything.
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: JsonCache;
  sessions: Sessions;
  limits: RateLimits;
  leagueNow: () => Date;
}> = async (app, { db, cache, sessions, limits, leagueNow }) => {
  app.get(
    "/profile",
    {
      config: { cache: "profileBundle" },
      schema: {
        summary: "A person's profile, team history, name aliases and MMR history",
        querystring: discordIdQuerySchema,
        response: { 200: profileBundleSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { discordId } = request.query;
      const json = await cache.get(profileKey(discordId), profileBundleSchema, () =>
        profileBundle(db, discordId),
      );
      return sendJson(reply, json);
    },
  );

  app.patch(
    "/profile",
    {
      onRequest: requireSession(sessions),
      config: {
        rateLimit: writeLimit(limits),
        invalidates: { prefixes: (request) => [profileKey(sessionOf(request).sub)] },
      },
      schema: {
        summary: "Save the signed-in user's own profile (the whole editable form)",
        security: [{ session: [] }, { sessionCookie: [] }],
        body: profilePatchBodySchema,
        response: {
          200: profileJsonSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { sub } = sessionOf(request);
      return saveProfile(db, sub, request.body, leagueNow());
    },
  );
};
