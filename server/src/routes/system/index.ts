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
  app.get("/health", { schema: { response: { 200: healthResponseSchema } } }, async () => {
    // Healthy means the database answers, not just that the process is up.
    await database.db.execute(sql`select 1`);
    return { status: "ok" as const, db: database.kind };
  });

  app.get("/version", { schema: { response: { 200: versionResponseSchema } } }, async () => version);
};
