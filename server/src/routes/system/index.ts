import { versionResponseSchema } from "@fragboard/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import type { Version } from "./version.js";

const healthResponseSchema = z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]) });

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database; version: Version }> = async (
  app,
  { database, version },
) => {
  const tags = ["system"];

  app.get(
    "/health",
    {
      schema: {
        summary: "Liveness: the process is up and its database answers",
        tags,
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      // Healthy means the database answers, not just that the process is up.
      await database.db.execute(sql`select 1`);
      return { status: "ok" as const, db: database.kind };
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
