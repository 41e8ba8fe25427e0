import { discordIdQuerySchema, errorBodySchema, notificationSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { notificationsOf } from "./list.js";

/** The notifications menu: `GET /api/notifications?discordId=`. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/notifications",
    {
      schema: {
        summary: "A person's notifications, newest first",
        querystring: discordIdQuerySchema,
        response: { 200: notificationSchema.array(), 404: errorBodySchema },
      },
    },
    async (request) => notificationsOf(db, request.query.discordId),
  );
};
