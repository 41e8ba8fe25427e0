import {
  ADMIN_SCOPE,
  errorBodySchema,
  serverNoticeBodySchema,
  serverNoticeRecordSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireScope, type SessionKeySource, sessionOf } from "../../auth/guard.js";
import type { Db } from "../../db/client.js";
import { serverNotices } from "../../db/schema/index.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";

/** `POST /api/servers/notice` (docs/api.md#servers): the admin's banner above the servers page. */
export const serverNoticeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sessionKey: SessionKeySource;
  limits: RateLimits;
}> = async (app, { db, sessionKey, limits }) => {
  app.post(
    "/notice",
    {
      onRequest: requireScope(sessionKey, ADMIN_SCOPE),
      config: { rateLimit: writeLimit(limits) },
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
      const [row] = await db
        .insert(serverNotices)
        .values({ type: notice.type, message: notice.message, createdBy: sessionOf(request).sub })
        .returning();
      if (!row) throw new Error("the notice was not stored");
      return {
        type: notice.type,
        message: row.message,
        updatedBy: row.createdBy,
        updatedAt: row.createdAt.toISOString(),
      };
    },
  );
};
