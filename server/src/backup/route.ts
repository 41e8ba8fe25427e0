import { ADMIN_SCOPE, errorBodySchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../auth/guard.js";
import type { SessionKey } from "../auth/session.js";
import type { Database } from "../db/client.js";
import { httpError } from "../http/errors.js";

/**
 * `GET /api/admin/backup` (admin): the embedded database as one consistent file while the server
 * runs — what `npm run backup` fetches when the server holds DATA_DIR. PGlite takes the snapshot
 * between two statements on its single connection, so no write is half in it.
 */
export const backupRoutes: FastifyPluginAsyncZod<{
  database: Database;
  sessionKey: () => Promise<SessionKey>;
}> = async (app, { database, sessionKey }) => {
  app.get(
    "/backup",
    {
      onRequest: requireScope(sessionKey, ADMIN_SCOPE),
      schema: {
        summary: "A backup of the embedded database (gzipped tar of its data directory)",
        tags: ["admin"],
        security: [{ session: [] }, { sessionCookie: [] }],
        response: {
          200: z.string().describe("A gzipped tar of the data directory (application/gzip)"),
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      if (!database.dumpDataDir) {
        throw httpError(
          409,
          "This server runs on PostgreSQL: back it up with pg_dump (docs/operations.md#backups).",
        );
      }
      const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      return (
        reply
          .type("application/gzip")
          .header("content-disposition", 'attachment; filename="fragboard-backup.tar.gz"')
          .header("cache-control", "no-store")
          // Bytes, not JSON: Fastify sends a Buffer as is, past the route's serializer.
          .send(dump as never)
      );
    },
  );
};
