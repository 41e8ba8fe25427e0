import { discordIdSchema, errorBodySchema, sessionListSchema, sessionsRevokedSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Sessions } from "../../auth/sessions.js";
import { notFound } from "../../http/errors.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";

/**
 * A member's sessions for the admins (docs/auth.md#sessions): list them, end one, end all. Under
 * the admin area's guard. A revocation reaches every instance through the session cache's own
 * invalidation (auth/sessions.ts); no cached answer changes.
 */

const member = z.object({ discordId: discordIdSchema });
const oneSession = member.extend({ sessionId: z.string().min(1).max(64) });
const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const sessionAdminRoutes: FastifyPluginAsyncZod<{ sessions: Sessions; limits: RateLimits }> = async (
  app,
  { sessions, limits },
) => {
  app.get(
    "/members/:discordId/sessions",
    {
      schema: {
        summary: "A member's sessions that have not expired, newest first, revoked ones included",
        security,
        params: member,
        response: { 200: sessionListSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const list = await sessions.list(request.params.discordId);
      return { sessions: list.map((one) => ({ ...one, current: one.id === request.session?.sid })) };
    },
  );

  app.delete(
    "/members/:discordId/sessions/:sessionId",
    {
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "End one session of a member, on every instance at once",
        security,
        params: oneSession,
        response: { 204: z.null(), 404: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { discordId, sessionId } = request.params;
      if (!(await sessions.revoke(discordId, sessionId))) {
        throw notFound(`Member ${discordId} has no valid session ${sessionId}.`);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/members/:discordId/sessions/revoke",
    {
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "End every session of a member, operator tokens included",
        security,
        params: member,
        response: { 200: sessionsRevokedSchema, ...refusals },
      },
    },
    async (request) => ({ revoked: await sessions.revokeAll(request.params.discordId) }),
  );
};
