import { discordIdQuerySchema, errorBodySchema, profileBundleSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { profileBundle } from "./bundle.js";

/** Player profiles (API.md §2.8): the read; the editor's PATCH comes with sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/profile",
    {
      config: { cache: "profileBundle" },
      schema: {
        summary: "A person's profile, team history, name aliases and MMR history (§2.8)",
        querystring: discordIdQuerySchema,
        response: { 200: profileBundleSchema, 404: errorBodySchema },
      },
    },
    async (request) => profileBundle(db, request.query.discordId),
  );
};
