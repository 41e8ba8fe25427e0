import { leaderboardsResponseSchema, seasonMatchTypeQuerySchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import type { JsonCache } from "../../http/json-cache.js";
import { cachedListRoute } from "../../http/read-routes.js";
import { seasonLeaderboards } from "./season-leaderboards.js";

/**
 * `GET /api/fragboard/leaderboards?season=&matchType=` (docs/api.md#leaderboards): what
 * the General, Extended and Weapons boards rank, pre-serialised like the other lists.
 */
export const leaderboardsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: JsonCache;
  now: () => Date;
}> = async (app, { db, cache, now }) => {
  cachedListRoute(app, cache, "/leaderboards", {
    data: "leaderboards",
    summary: "Every player the leaderboards rank, with the stats of their boards (§7.17)",
    querystring: seasonMatchTypeQuerySchema,
    response: leaderboardsResponseSchema,
    build: ({ season, matchType }) => seasonLeaderboards(db, season, matchType, now()),
  });
};
