import { Readable } from "node:stream";
import { ADMIN_SCOPE, errorBodySchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../auth/guard.js";
import type { Sessions } from "../auth/sessions.js";
import type { Database } from "../db/client.js";
import { httpError } from "../http/errors.js";

/**
 * `GET /api/admin/backup` (admin): the embedded database as one consistent file while the server
 * runs — what `npm run backup` fetches when the server holds DATA_DIR. PGlite takes the snapshot
 * between two statements on its single connection, so no write is half in it.
 */
export const backupRoutes: FastifyPluginAsyncZod<{
  database: Database;
  sessions: Sessions;
}> = async (app, { database, sessions }) => {
  let running = false;
  app.get(
    "/backup",
    {
      onRequest: requireScope(sessions, ADMIN_SCOPE),
      // Tens of MB to a slow client may take minutes: no time budget (http/deadline.ts); a few an hour.
      config: { budgetMs: null, rateLimit: { max: 6, timeWindow: 3_600_000 } },
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
      // One at a time: each holds the whole dump in memory until the client has it.
      if (running) throw httpError(409, "A backup is being taken already: try again when it is done.");
      running = true;
      let dump: Blob;
      try {
        dump = await database.dumpDataDir();
      } catch (error) {
        running = false;
        throw error;
      }
      // Streamed from PGlite's blob as the client reads it (no second copy as one Buffer).
      const body = Readable.fromWeb(dump.stream() as import("node:stream/web").ReadableStream);
      reply.raw.once("close", () => {
        running = false;
      });
      return (
        reply
          .type("application/gzip")
          .header("content-length", dump.size)
          .header("content-disposition", 'attachment; filename="fragboard-backup.tar.gz"')
          .header("cache-control", "no-store")
          // Bytes, not JSON: Fastify sends a stream as is, past the route's serializer.
          .send(body as never)
      );
    },
  );
};
