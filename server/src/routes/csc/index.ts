import {
  cachedPlayersResponseSchema,
  cachedStatsResponseSchema,
  errorBodySchema,
  seasonMatchTypeQuerySchema,
  seasonMetadataResponseSchema,
  seasonQuerySchema,
  tierSeasonStatsQuerySchema,
  tierSeasonStatsResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import type { JsonCache } from "../../http/json-cache.js";
import type { MediaUrl } from "../../http/media-url.js";
import { cachedListRoute } from "../../http/read-routes.js";
import { cachedPlayers } from "./players.js";
import { seasonMetadata } from "./season-metadata.js";
import { cachedStats } from "./stats.js";
import { cachedTierSeasonStats } from "./tier-season-stats.js";

/** The league's cached data endpoints (docs/api.md#season-metadata, #players, #season-stats, #tier-season-stats), under /api/csc. */
export const cscRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: JsonCache;
  now: () => Date;
  mediaUrl: MediaUrl;
}> = async (app, { db, cache, now, mediaUrl }) => {
  app.get(
    "/cached-season-metadata",
    {
      config: { cache: "seasonMetadata" },
      schema: {
        summary: "The current season: its number, tiers and whether the regular season has started",
        response: { 200: seasonMetadataResponseSchema, 404: errorBodySchema },
      },
    },
    async () => seasonMetadata(db, now()),
  );

  cachedListRoute(app, cache, "/cached-players", {
    data: "cachedPlayers",
    summary: "Every player of a season with tier, team and type",
    querystring: seasonQuerySchema,
    response: cachedPlayersResponseSchema,
    build: async ({ season }) => {
      const { data } = await cachedPlayers(db, season, now());
      return { data: data.map((player) => ({ ...player, avatarUrl: mediaUrl(player.avatarUrl) })) };
    },
  });

  cachedListRoute(app, cache, "/cached-stats", {
    data: "cachedStats",
    summary: "Every tier's season stats for one season and match type",
    querystring: seasonMatchTypeQuerySchema,
    response: cachedStatsResponseSchema,
    build: ({ season, matchType }) => cachedStats(db, season, matchType),
  });

  cachedListRoute(app, cache, "/cached-tier-season-stats", {
    data: "tierSeasonStats",
    summary: "One tier's season stats for one season and match type, in the GraphQL envelope (§2.4)",
    querystring: tierSeasonStatsQuerySchema,
    response: tierSeasonStatsResponseSchema,
    build: (query) => cachedTierSeasonStats(db, query),
  });
};
