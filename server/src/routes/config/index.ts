import { settingsSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { currentSettings } from "./settings.js";

/** `GET /api/config`: the admin-editable lists of Our rules 10. */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/config",
    {
      schema: {
        summary:
          "Admin-editable lists: novelty roles, server-request banner, standings JSON users, Twitch channels",
        response: { 200: settingsSchema },
      },
    },
    async () => currentSettings(db),
  );
};
