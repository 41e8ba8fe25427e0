import {
  cachedPlayersResponseSchema,
  cachedStatsResponseSchema,
  errorBodySchema,
  seasonMatchTypeQuerySchema,
  seasonMetadataResponseSchema,
  seasonQuerySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { cachedPlayers } from "./players.js";
import { seasonMetadata } from "./season-metadata.js";
import { cachedStats } from "./stats.js";

/** The league's cached data endpoints (API.md §2.1–2.3), under /api/csc. */
export const cscRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache; now: () => Date }> = async (
  app,
  { db, cache, now },
) => {
  app.get(
    "/cached-season-metadata",
    {
      config: { cache: "seasonMetadata" },
      schema: {
        summary: "The current season: its number, tiers and whether the regular season has started (§2.1)",
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
        summary: "Every player of a season with tier, team and type (§2.2)",
        querystring: seasonQuerySchema,
        response: { 200: cachedPlayersResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { season } = request.query;
      const json = await cache.get(`players:${season}`, cachedPlayersResponseSchema, () =>
        cachedPlayers(db, season, now()),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    "/cached-stats",
    {
      config: { cache: "cachedStats" },
      schema: {
        summary: "Every tier's season stats for one season and match type (§2.3)",
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
};
