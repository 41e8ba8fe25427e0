import {
  errorBodySchema,
  serverDetailsBodySchema,
  serverDetailsResponseSchema,
  serverListResponseSchema,
  serverRequestBodySchema,
  serverSchema,
  serverStopBodySchema,
  serverStopResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalSession, requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { sendProviderFailure } from "../provider-failure.js";
import type { GameServers } from "./game-servers.js";
import { serverList } from "./list.js";

const signedIn: { [scheme: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

/**
 * On-demand game servers (docs/api.md#servers). Game servers run in real time, not in the
 * simulated league's "today". A provider that fails answers 503 with what went wrong.
 */
export const serversRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gameServers: GameServers;
  sessions: Sessions;
  limits: RateLimits;
}> = async (app, { db, gameServers, sessions, limits }) => {
  app.get(
    "/servers",
    {
      onRequest: optionalSession(sessions),
      schema: {
        summary:
          "Running on-demand game servers and the servers notice (a private password only to its owner)",
        response: { 200: serverListResponseSchema },
      },
    },
    async (request, reply) => {
      // What the owner sees (his password) is his alone: never shared by a cache.
      reply.header("cache-control", "private, no-cache").header("vary", "cookie, authorization");
      return serverList(db, gameServers, new Date(), request.session?.sub ?? null);
    },
  );

  app.post(
    "/servers/request",
    {
      onRequest: requireSession(sessions),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Start a game server for the signed-in member (one running server each by default)",
        security: signedIn,
        body: serverRequestBodySchema,
        response: { 201: serverSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const server = await gameServers.request(sessionOf(request).sub, request.body, new Date());
        return reply.status(201).send(server);
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
    },
  );

  app.post(
    "/servers/deets",
    {
      onRequest: requireSession(sessions),
      config: { invalidates: "nothing" },
      schema: {
        summary: "A running server's own status answer (name, map, players), queried over UDP",
        security: signedIn,
        body: serverDetailsBodySchema,
        response: { 200: serverDetailsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await gameServers.details(request.body.port, new Date());
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
    },
  );

  app.post(
    "/servers/stop",
    {
      onRequest: requireSession(sessions),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Shut down one of the signed-in member's servers",
        security: signedIn,
        body: serverStopBodySchema,
        response: { 200: serverStopResponseSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        return await gameServers.stop(sessionOf(request).sub, request.body.id, new Date());
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
    },
  );
};
