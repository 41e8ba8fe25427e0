import {
  accoladeCreateBodySchema,
  accoladeRecordSchema,
  errorBodySchema,
  gmRatingUploadBodySchema,
  managedFranchisesResponseSchema,
  ratingUploadResultSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { managedFranchise, managedFranchises } from "../../league/franchise-roles.js";
import { ratingUpload } from "../../league/rating-upload.js";
import { awardBadge } from "./player-badge.js";

export type GmOptions = {
  db: Db;
  sessions: Sessions;
  limits: RateLimits;
  /** The league's "today": which season an RTL upload is for. */
  leagueNow: () => Date;
  /** Accolades are stamped with the wall clock. */
  now: () => Date;
};

const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };
const NOT_A_GM = "Only a franchise's GM or AGMs may use the GM panel.";

/**
 * The GM panel's endpoints (docs/api.md#gm-panel): only a franchise's GM, AGM or AGMs, and only
 * for their own franchise's players (Our rules 9). Admins have their own rating upload.
 */
export const gmRoutes: FastifyPluginAsyncZod<GmOptions> = async (
  app,
  { db, sessions, limits, leagueNow, now },
) => {
  app.addHook("onRequest", requireSession(sessions));

  app.get(
    "/gm/franchises",
    {
      schema: {
        summary: "The franchises the signed-in user manages, with their players (403 for anyone else)",
        security,
        response: { 200: managedFranchisesResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const managed = await managedFranchises(db, sessionOf(request).sub);
      if (managed.length === 0) throw httpError(403, NOT_A_GM);
      reply.header("cache-control", "private, no-cache");
      return managed;
    },
  );

  for (const apply of [false, true]) {
    app.post(
      apply ? "/gm/ratings" : "/gm/ratings/preview",
      {
        config: { rateLimit: writeLimit(limits), invalidates: apply ? "everything" : "nothing" },
        schema: {
          summary: apply
            ? "Apply an RTL CSV to the players of a franchise the GM manages"
            : "Preview an RTL CSV for a franchise the GM manages (nothing is stored)",
          description: "Rows of players outside the franchise are listed under `refused` and never applied.",
          security,
          body: gmRatingUploadBodySchema,
          response: { 200: ratingUploadResultSchema, 400: errorBodySchema, ...refusals },
        },
      },
      async (request) => {
        const { franchiseId, rows } = request.body;
        const franchise = await managedFranchise(db, sessionOf(request).sub, franchiseId);
        if (!franchise) throw httpError(403, `You do not manage franchise ${franchiseId}.`);
        const allowed = new Set(franchise.players.map((p) => p.id));
        return ratingUpload(db, rows, { leagueNow: leagueNow(), apply, allowed });
      },
    );
  }

  app.post(
    "/fragboard/playerBadge",
    {
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Award an accolade to a player of a franchise the GM manages",
        security,
        body: accoladeCreateBodySchema,
        response: { 201: accoladeRecordSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const record = await awardBadge(db, sessionOf(request).sub, request.body, now());
      return reply.status(201).send(record);
    },
  );
};
