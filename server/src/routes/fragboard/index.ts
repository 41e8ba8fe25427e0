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
  type ReputationBody,
  reputationBodySchema,
  reputationResponseSchema,
  seasonQuerySchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import type { Invalidates } from "../../http/invalidation.js";
import { consensusKey, type JsonCache, pickemsKey, reputationKey, sendJson } from "../../http/json-cache.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { cachedListRoute, liveReadRoute } from "../../http/read-routes.js";
import { accoladesOf } from "./accolades.js";
import type { BoxScores } from "./box-scores.js";
import { seasonExtendedStats } from "./extended-stats.js";
import { pickemsConsensus, pickemsLeaderboard, pickemsOf, pickemsPlayers } from "./pickems.js";
import { savePickems } from "./pickems-save.js";
import { changeReputation, reputationOf } from "./reputation.js";

const SESSION_SECURITY: { [scheme: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
/** A write's refusals: invalid body (400), no session (401), not allowed (403), no such thing (404). */
const WRITE_ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * The product endpoints under /api/fragboard (reads: docs/api.md#extended-stats and the sections after it; articles are in routes/articles). The season's extended
 * stats are pre-serialised (only an ingest changes them), +rep and pickems kept until their writes
 * clear them; the pickems leaderboard and explorer (names change at sign-in) and accolades are read live.
 */
export const fragboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: JsonCache;
  sessions: Sessions;
  limits: RateLimits;
  boxScores: BoxScores;
  /** The league's clock (SIM_NOW when pinned): picks lock against it. */
  now: () => Date;
}> = async (app, { db, cache, sessions, limits, boxScores, now }) => {
  // The writes: for a signed-in user only (401 without a session), under the write rate limit;
  // each clears the cached reads it changes.
  const signedInWrite = { onRequest: requireSession(sessions) };
  const writeConfig = (invalidates: Invalidates) => ({ rateLimit: writeLimit(limits), invalidates });

  cachedListRoute(app, cache, "/extendedStats", {
    data: "extendedStats",
    summary: "Every player's extended (demo-parsed) stats of a season",
    querystring: extendedStatsQuerySchema,
    response: extendedStatsResponseSchema,
    build: ({ season, matchType }) => seasonExtendedStats(db, season, matchType),
  });

  // Built once per map (ahead of the first read once the server is ready: box-scores.ts) and kept
  // as bytes with its ETag until that map is ingested again; other maps' ingests leave it.
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
    async (request, reply) => {
      const { matchId, matchType } = request.query;
      return sendJson(reply, await boxScores.answer(matchId, matchType));
    },
  );

  // One person's +rep, kept until a +rep to him is given or taken back (or a league write).
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
    async (request, reply) => {
      const { discordId } = request.query;
      const json = await cache.get(reputationKey(discordId), reputationResponseSchema, () =>
        reputationOf(db, discordId),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    "/plusRep",
    {
      ...signedInWrite,
      config: writeConfig({
        prefixes: (request) => [reputationKey((request.body as ReputationBody).discordId)],
      }),
      schema: {
        summary: "Give (add) or take back (remove) the signed-in user's +rep to a person",
        security: SESSION_SECURITY,
        body: reputationBodySchema,
        response: { 200: reputationResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => changeReputation(db, sessionOf(request).sub, request.body),
  );

  // A person's sheet and the season's consensus, kept until a save of that season (or a league write).
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
    async (request, reply) => {
      const { discordId, season } = request.query;
      const json = await cache.get(pickemsKey(discordId, season), pickemsResponseSchema, () =>
        pickemsOf(db, discordId, season),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    "/pickems",
    {
      ...signedInWrite,
      config: writeConfig({
        prefixes: (request) => {
          const { season } = request.query as { season: number };
          return [pickemsKey(sessionOf(request).sub, season), consensusKey(season)];
        },
      }),
      schema: {
        summary: "Save the signed-in user's picks of a season (tier fixed by the first save)",
        security: SESSION_SECURITY,
        querystring: seasonQuerySchema,
        body: pickemsSaveBodySchema,
        response: {
          200: pickemsResponseSchema,
          ...WRITE_ERRORS,
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
    async (request, reply) => {
      const { season } = request.query;
      const json = await cache.get(consensusKey(season), pickemsConsensusSchema, () =>
        pickemsConsensus(db, season),
      );
      return sendJson(reply, json);
    },
  );

  liveReadRoute(app, "/pickems/leaderboard", {
    data: "pickemsLeaderboard",
    summary: "Pickems points of a season per person, highest first",
    querystring: seasonQuerySchema,
    response: pickemsLeaderboardSchema,
    read: ({ season }) => pickemsLeaderboard(db, season),
  });

  liveReadRoute(app, "/pickemsSearch", {
    data: "pickemsSearch",
    summary: "Who saved picks in a season (the pickems explorer)",
    querystring: seasonQuerySchema,
    response: pickemsSearchSchema,
    read: ({ season }) => pickemsPlayers(db, season),
  });

  liveReadRoute(app, "/accolades", {
    summary: "A league player's accolades (championships, all-star, MVP...)",
    querystring: accoladesQuerySchema,
    response: accoladeRecordSchema.array(),
    read: ({ playerId }) => accoladesOf(db, playerId),
  });
};
