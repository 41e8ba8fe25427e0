import {
  accoladeRecordSchema,
  accoladesQuerySchema,
  articleParamsSchema,
  articlesQuerySchema,
  discordIdQuerySchema,
  errorBodySchema,
  extendedMatchStatsQuerySchema,
  extendedMatchStatsSchema,
  extendedStatsQuerySchema,
  extendedStatsResponseSchema,
  pickemsConsensusSchema,
  pickemsLeaderboardSchema,
  pickemsQuerySchema,
  pickemsResponseSchema,
  pickemsSearchSchema,
  postsResponseSchema,
  reputationResponseSchema,
  seasonQuerySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { errorBody } from "../../http/errors.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { accoladesOf } from "./accolades.js";
import { approvedArticle, approvedArticles } from "./articles.js";
import { mapExtendedStats } from "./extended-match-stats.js";
import { seasonExtendedStats } from "./extended-stats.js";
import { pickemsConsensus, pickemsLeaderboard, pickemsOf, pickemsPlayers } from "./pickems.js";
import { reputationOf } from "./reputation.js";

/**
 * The product endpoints under /api/fragboard (API.md §2.5–2.11, reads). The season's extended
 * stats are pre-serialised (only an ingest changes them); the rest is read live.
 */
export const fragboardRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/extendedStats",
    { schema: { querystring: extendedStatsQuerySchema, response: { 200: extendedStatsResponseSchema } } },
    async (request, reply) => {
      const { season, matchType } = request.query;
      const json = await cache.get(`extendedStats:${season}:${matchType}`, extendedStatsResponseSchema, () =>
        seasonExtendedStats(db, season, matchType),
      );
      return sendJson(reply, json);
    },
  );

  // Not kept in the cache: one entry per map ever viewed would grow without bound.
  app.get(
    "/extendedMatchStats",
    { schema: { querystring: extendedMatchStatsQuerySchema, response: { 200: extendedMatchStatsSchema } } },
    async (request) => mapExtendedStats(db, request.query.matchId, request.query.matchType),
  );

  app.get(
    "/plusRep",
    { schema: { querystring: discordIdQuerySchema, response: { 200: reputationResponseSchema } } },
    async (request) => reputationOf(db, request.query.discordId),
  );

  app.get(
    "/articles",
    {
      schema: {
        querystring: articlesQuerySchema,
        response: { 200: postsResponseSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { state = "APPROVED" } = request.query;
      // Other states are for admins, and admin sessions do not exist yet.
      if (state !== "APPROVED") {
        return reply.status(403).send(errorBody(403, `Only admins may list ${state} articles.`));
      }
      return approvedArticles(db);
    },
  );

  app.get(
    "/articles/:id",
    { schema: { params: articleParamsSchema, response: { 200: postsResponseSchema } } },
    async (request) => approvedArticle(db, request.params.id),
  );

  app.get(
    "/pickems",
    { schema: { querystring: pickemsQuerySchema, response: { 200: pickemsResponseSchema } } },
    async (request) => pickemsOf(db, request.query.discordId, request.query.season),
  );

  app.get(
    "/pickems/matchup-concensus",
    { schema: { querystring: seasonQuerySchema, response: { 200: pickemsConsensusSchema } } },
    async (request) => pickemsConsensus(db, request.query.season),
  );

  app.get(
    "/pickems/leaderboard",
    { schema: { querystring: seasonQuerySchema, response: { 200: pickemsLeaderboardSchema } } },
    async (request) => pickemsLeaderboard(db, request.query.season),
  );

  app.get(
    "/pickemsSearch",
    { schema: { querystring: seasonQuerySchema, response: { 200: pickemsSearchSchema } } },
    async (request) => pickemsPlayers(db, request.query.season),
  );

  app.get(
    "/accolades",
    { schema: { querystring: accoladesQuerySchema, response: { 200: accoladeRecordSchema.array() } } },
    async (request) => accoladesOf(db, request.query.playerId),
  );
};
