import { discordIdQuerySchema, profileBundleSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { profileBundle } from "./bundle.js";

/** Player profiles (API.md §2.8): the read; the editor's PATCH comes with sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/profile",
    { schema: { querystring: discordIdQuerySchema, response: { 200: profileBundleSchema } } },
    async (request) => profileBundle(db, request.query.discordId),
  );
};
