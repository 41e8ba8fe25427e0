import {
  accoladeRecordSchema,
  accoladesQuerySchema,
  discordIdQuerySchema,
  errorBodySchema,
  extendedMatchStatsQuerySchema,
  extendedMatchStatsSchema,
  extendedStatsQuerySchema,
  extendedStatsResponseSchema,
  pickemsClockSchema,
  pickemsConsensusSchema,
  pickemsLeaderboardSchema,
  pickemsQuerySchema,
  pickemsResponseSchema,
  pickemsSaveBodySchema,
  pickemsSearchSchema,
  reputationBodySchema,
  reputationResponseSchema,
  seasonQuerySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, type SessionKeySource, sessionOf } from "../../auth/guard.js";
import type { Db } from "../../db/client.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { accoladesOf } from "./accolades.js";
import { mapExtendedStats } from "./extended-match-stats.js";
import { seasonExtendedStats } from "./extended-stats.js";
import { pickemsConsensus, pickemsLeaderboard, pickemsOf, pickemsPlayers } from "./pickems.js";
import { savePickems } from "./pickems-save.js";
import { changeReputation, reputationOf } from "./reputation.js";

/**
 * The product endpoints under /api/fragboard (reads: docs/api.md#extended-stats and the sections after it; articles are in routes/articles). The season's extended
 * stats are pre-serialised (only an ingest changes them); the rest is read live.
 */
export const fragboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: JsonCache;
  sessionKey: SessionKeySource;
  limits: RateLimits;
  /** The league's clock (SIM_NOW when pinned): picks lock against it. */
  now: () => Date;
}> = async (app, { db, cache, sessionKey, limits, now }) => {
  app.get(
    "/extendedStats",
    {
      config: { cache: "extendedStats" },
      schema: {
        summary: "Every player's extended (demo-parsed) stats of a season",
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
        summary: "Kill feed, rounds, clutches and match-up of one played map",
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
        summary: "A person's +rep count and who gave it",
        querystring: discordIdQuerySchema,
        response: { 200: reputationResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => reputationOf(db, request.query.discordId),
  );

  app.post(
    "/plusRep",
    {
      onRequest: requireSession(sessionKey),
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary: "Give (add) or take back (remove) the signed-in user's +rep to a person",
        security: [{ session: [] }, { sessionCookie: [] }],
        body: reputationBodySchema,
        response: {
          200: reputationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => changeReputation(db, sessionOf(request).sub, request.body),
  );

  app.get(
    "/pickems",
    {
      config: { cache: "pickems" },
      schema: {
        summary: "A person's picks of a season and his pickems tier",
        querystring: pickemsQuerySchema,
        response: { 200: pickemsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => pickemsOf(db, request.query.discordId, request.query.season),
  );

  app.post(
    "/pickems",
    {
      onRequest: requireSession(sessionKey),
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary: "Save the signed-in user's picks of a season (tier fixed by the first save)",
        security: [{ session: [] }, { sessionCookie: [] }],
        querystring: seasonQuerySchema,
        body: pickemsSaveBodySchema,
        response: {
          200: pickemsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => savePickems(db, sessionOf(request).sub, request.query.season, request.body, now()),
  );

  // Never cached: the page sets its lock timers from it (a pinned SIM_NOW is not the browser's clock).
  app.get(
    "/pickems/clock",
    {
      schema: {
        summary: "The league's clock that pickems lock against",
        response: { 200: pickemsClockSchema },
      },
    },
    async () => ({ now: now().toISOString() }),
  );

  app.get(
    "/pickems/matchup-concensus",
    {
      config: { cache: "pickemsConsensus" },
      schema: {
        summary: "How many people picked each team of each match of a season",
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
        summary: "Pickems points of a season per person, highest first",
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
        summary: "Who saved picks in a season (the pickems explorer)",
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
