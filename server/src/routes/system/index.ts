import { versionResponseSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SharedState } from "../../cluster/redis.js";
import type { Database } from "../../db/client.js";
import type { Version } from "./version.js";

const healthResponseSchema = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]),
  /** With REDIS_URL: "down" while the instance runs on local state (still healthy). */
  redis: z.enum(["up", "down"]).optional(),
});

export const systemRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: Version;
  shared: SharedState | null;
}> = async (app, { database, version, shared }) => {
  const tags = ["system"];

  app.get(
    "/health",
    {
      schema: {
        summary: "Liveness: the process is up and its database answers (Redis down is not a failure)",
        tags,
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      // Healthy means the database answers, not just that the process is up.
      await database.ping();
      const redis = shared ? { redis: shared.isUp() ? ("up" as const) : ("down" as const) } : {};
      return { status: "ok" as const, db: database.kind, ...redis };
    },
  );

  app.get(
    "/version",
    {
      config: { cache: "version" },
      schema: {
        summary: "The commit this server runs and when it started (the update banner polls it)",
        tags,
        response: { 200: versionResponseSchema },
      },
    },
    async () => version,
  );
};
