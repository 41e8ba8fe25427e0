import {
  discordIdSchema,
  draftBoardQuerySchema,
  draftBoardSaveBodySchema,
  draftBoardSchema,
  errorBodySchema,
} from "@fragboard/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { draftBoardOf, saveDraftBoard } from "./board.js";

const paramsSchema = z.object({ discordId: discordIdSchema });

/** A board is private to its member: the path names him, and the session must be his (403 otherwise). */
function ownDiscordId(request: FastifyRequest, discordId: string) {
  const { sub } = sessionOf(request);
  if (discordId !== sub) throw httpError(403, "A draft board is readable by its member only.");
  return sub;
}

const responses = {
  200: draftBoardSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The member's draft target board per season (docs/api.md#draft-board), under /api/fragboard. */
export const draftRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sessions: Sessions;
  limits: RateLimits;
  leagueNow: () => Date;
}> = async (app, { db, sessions, limits, leagueNow }) => {
  app.get(
    "/draft/:discordId",
    {
      onRequest: requireSession(sessions),
      schema: {
        summary: "The signed-in member's draft target board for a season, each target flagged",
        security: [{ session: [] }, { sessionCookie: [] }],
        params: paramsSchema,
        querystring: draftBoardQuerySchema,
        response: responses,
      },
    },
    async (request) =>
      draftBoardOf(db, ownDiscordId(request, request.params.discordId), request.query.season, leagueNow()),
  );

  app.put(
    "/draft/:discordId",
    {
      onRequest: requireSession(sessions),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Replace the signed-in member's draft target board for the current season",
        security: [{ session: [] }, { sessionCookie: [] }],
        params: paramsSchema,
        querystring: draftBoardQuerySchema,
        body: draftBoardSaveBodySchema,
        response: responses,
      },
    },
    async (request) =>
      saveDraftBoard(
        db,
        ownDiscordId(request, request.params.discordId),
        request.query.season,
        request.body.playerIds,
        leagueNow(),
      ),
  );
};
