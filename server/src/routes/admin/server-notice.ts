import {
  ADMIN_SCOPE,
  errorBodySchema,
  serverNoticeBodySchema,
  serverNoticeRecordSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireScope, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { recordServerNoticeEvent } from "../../outward/events.js";
import { insertServerNotice } from "../../repositories/servers/notices.js";

/** `POST /api/servers/notice` (docs/api.md#servers): the admin's banner above the servers page. */
export const serverNoticeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sessions: Sessions;
  limits: RateLimits;
}> = async (app, { db, sessions, limits }) => {
  app.post(
    "/notice",
    {
      onRequest: requireScope(sessions, ADMIN_SCOPE),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Post the servers notice: type '' (healthy, no banner) or 'alert' with a message (admin)",
        security: [{ session: [] }, { sessionCookie: [] }],
        body: serverNoticeBodySchema,
        response: {
          200: serverNoticeRecordSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { notice } = request.body;
      const row = await insertServerNotice(
        db,
        {
          type: notice.type,
          message: notice.message,
          createdBy: sessionOf(request).sub,
        },
        (tx, row) => recordServerNoticeEvent(tx, row),
      );
      return {
        type: notice.type,
        message: row.message,
        updatedBy: row.createdBy,
        updatedAt: row.createdAt.toISOString(),
      };
    },
  );
};
