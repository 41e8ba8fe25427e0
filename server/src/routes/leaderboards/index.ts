import { errorBodySchema, leaderboardsResponseSchema, seasonMatchTypeQuerySchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
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
  app.get(
    "/leaderboards",
    {
      config: { cache: "leaderboards" },
      schema: {
        summary: "Every player the leaderboards rank, with the stats of their boards (§7.17)",
        querystring: seasonMatchTypeQuerySchema,
        response: { 200: leaderboardsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { season, matchType } = request.query;
      const json = await cache.get(`leaderboards:${season}:${matchType}`, leaderboardsResponseSchema, () =>
        seasonLeaderboards(db, season, matchType, now()),
      );
      return sendJson(reply, json);
    },
  );
};
