import { discordIdQuerySchema, errorBodySchema, profileBundleSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { type JsonCache, profileKey, sendJson } from "../../http/json-cache.js";
import { profileBundle } from "./bundle.js";

/**
 * Player profiles (docs/api.md#profile): the read, built once per person and kept in the JsonCache
 * until a write calls `cache.invalidate(profileKey(discordId))` (or an ingest clears everything).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache }> = async (
  app,
  { db, cache },
) => {
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
};
