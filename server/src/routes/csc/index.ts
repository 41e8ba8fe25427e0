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
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import type { MediaUrl } from "../../http/media-url.js";
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

  app.get(
    "/cached-players",
    {
      config: { cache: "cachedPlayers" },
      schema: {
        summary: "Every player of a season with tier, team and type",
        querystring: seasonQuerySchema,
        response: { 200: cachedPlayersResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { season } = request.query;
      const json = await cache.get(`players:${season}`, cachedPlayersResponseSchema, async () => {
        const { data } = await cachedPlayers(db, season, now());
        return { data: data.map((player) => ({ ...player, avatarUrl: mediaUrl(player.avatarUrl) })) };
      });
      return sendJson(reply, json);
    },
  );

  app.get(
    "/cached-stats",
    {
      config: { cache: "cachedStats" },
      schema: {
        summary: "Every tier's season stats for one season and match type",
        querystring: seasonMatchTypeQuerySchema,
        response: { 200: cachedStatsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { season, matchType } = request.query;
      const json = await cache.get(`stats:${season}:${matchType}`, cachedStatsResponseSchema, () =>
        cachedStats(db, season, matchType),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    "/cached-tier-season-stats",
    {
      config: { cache: "tierSeasonStats" },
      schema: {
        summary: "One tier's season stats for one season and match type, in the GraphQL envelope (§2.4)",
        querystring: tierSeasonStatsQuerySchema,
        response: { 200: tierSeasonStatsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { season, tier, matchType } = request.query;
      const json = await cache.get(
        `tierSeasonStats:${season}:${tier}:${matchType}`,
        tierSeasonStatsResponseSchema,
        () => cachedTierSeasonStats(db, { season, tier, matchType }),
      );
      return sendJson(reply, json);
    },
  );
};
