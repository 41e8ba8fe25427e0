import {
  errorBodySchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
  userNotificationSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, type SessionKeySource, sessionOf } from "../../auth/guard.js";
import type { Db } from "../../db/client.js";
import { markRead, notificationsOf } from "./list.js";

/**
 * The notifications menu of the signed-in user (docs/api.md#notifications): never anyone else's,
 * so the session names the user and nothing in the request does.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; sessionKey: SessionKeySource }> = async (
  app,
  { db, sessionKey },
) => {
  app.get(
    "/notifications",
    {
      onRequest: requireSession(sessionKey),
      schema: {
        summary: "The signed-in user's notifications, newest first, with his read state",
        response: { 200: userNotificationSchema.array(), 401: errorBodySchema },
      },
    },
    async (request) => notificationsOf(db, sessionOf(request).sub),
  );

  app.post(
    "/notifications/read",
    {
      onRequest: requireSession(sessionKey),
      schema: {
        summary: "Marks some (ids) or all of the signed-in user's notifications read",
        body: notificationsReadBodySchema,
        response: {
          200: notificationsReadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      marked: await markRead(db, sessionOf(request).sub, request.body.ids ?? "all"),
    }),
  );
};
