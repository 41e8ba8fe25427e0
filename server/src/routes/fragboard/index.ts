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
    {
      config: { cache: "extendedStats" },
      schema: {
        summary: "Every player's extended (demo-parsed) stats of a season (§2.5)",
        querystring: extendedStatsQuerySchema,
        response: { 200: extendedStatsResponseSchema, 404: errorBodySchema },
      },
    },
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
    {
      config: { cache: "extendedMatchStats" },
      schema: {
        summary: "Kill feed, rounds, clutches and match-up of one played map (§2.6)",
        querystring: extendedMatchStatsQuerySchema,
        response: { 200: extendedMatchStatsSchema, 404: errorBodySchema },
      },
    },
    async (request) => mapExtendedStats(db, request.query.matchId, request.query.matchType),
  );

  app.get(
    "/plusRep",
    {
      config: { cache: "reputation" },
      schema: {
        summary: "A person's +rep count and who gave it (§2.7)",
        querystring: discordIdQuerySchema,
        response: { 200: reputationResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => reputationOf(db, request.query.discordId),
  );

  app.get(
    "/articles",
    {
      config: { cache: "articles" },
      schema: {
        summary: "Approved articles, newest first; other states are for admins (§2.9)",
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
    {
      config: { cache: "article" },
      schema: {
        summary: "One approved article, as a one-element list (§2.9)",
        params: articleParamsSchema,
        response: { 200: postsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => approvedArticle(db, request.params.id),
  );

  app.get(
    "/pickems",
    {
      config: { cache: "pickems" },
      schema: {
        summary: "A person's picks of a season and his pickems tier (§2.10)",
        querystring: pickemsQuerySchema,
        response: { 200: pickemsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => pickemsOf(db, request.query.discordId, request.query.season),
  );

  app.get(
    "/pickems/matchup-concensus",
    {
      config: { cache: "pickemsConsensus" },
      schema: {
        summary: "How many people picked each team of each match of a season (§2.10)",
        querystring: seasonQuerySchema,
        response: { 200: pickemsConsensusSchema, 404: errorBodySchema },
      },
    },
    async (request) => pickemsConsensus(db, request.query.season),
  );

  app.get(
    "/pickems/leaderboard",
    {
      config: { cache: "pickemsLeaderboard" },
      schema: {
        summary: "Pickems points of a season per person, highest first (§2.10)",
        querystring: seasonQuerySchema,
        response: { 200: pickemsLeaderboardSchema, 404: errorBodySchema },
      },
    },
    async (request) => pickemsLeaderboard(db, request.query.season),
  );

  app.get(
    "/pickemsSearch",
    {
      config: { cache: "pickemsSearch" },
      schema: {
        summary: "Who saved picks in a season (the pickems explorer) (§2.10)",
        querystring: seasonQuerySchema,
        response: { 200: pickemsSearchSchema, 404: errorBodySchema },
      },
    },
    async (request) => pickemsPlayers(db, request.query.season),
  );

  app.get(
    "/accolades",
    {
      schema: {
        summary: "A league player's accolades (championships, all-star, MVP...)",
        querystring: accoladesQuerySchema,
        response: { 200: accoladeRecordSchema.array(), 404: errorBodySchema },
      },
    },
    async (request) => accoladesOf(db, request.query.playerId),
  );
};
