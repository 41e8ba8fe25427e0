import {
  discordLoginBodySchema,
  discordLoginResponseSchema,
  errorBodySchema,
  localAuthorizeBodySchema,
  localAuthorizeResponseSchema,
  localMembersQuerySchema,
  localMembersResponseSchema,
  loginQuerySchema,
  meResponseSchema,
  sessionsRevokedSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clearSessionCookie, ownOrigin, setFlowCookie } from "../../auth/cookies.js";
import { newFlow, signFlow, signLocalCode } from "../../auth/flow.js";
import { optionalSession, readSession, requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import type { MediaUrl } from "../../http/media-url.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { sendProviderFailure } from "../provider-failure.js";
import { discordAuthorizeUrl } from "./discord.js";
import { discordSignIn, localSignIn, startedFlow, startSession } from "./login.js";
import { meOf, signInMode } from "./me.js";
import { isMember, localMembers } from "./people.js";

export type AuthOptions = {
  db: Db;
  config: Pick<Config, "discord" | "localSignIn" | "adminDiscordIds">;
  sessions: Sessions;
  limits: RateLimits;
  now: () => Date;
  /** Absolute media URLs under PUBLIC_URL (the avatar of /api/me). */
  mediaUrl?: MediaUrl;
};

/** The page that plays Discord's part in the local demo mode. */
const LOCAL_SIGNIN_PAGE = "/signin";
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * Sign-in, the session and who is signed in (docs/auth.md): Discord OAuth2 when configured, else
 * the local demo sign-in. Both run the same flow: /api/auth/login -> provider -> /cb ->
 * POST /api/discord/login, which sets the `jwt` cookie.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (
  app,
  { db, config, sessions, limits, now, mediaUrl },
) => {
  const mode = signInMode(config);
  const requireLocal = () => {
    if (mode !== "local") throw notFound("The local sign-in is off on this server.");
  };
  app.get(
    "/me",
    {
      onRequest: optionalSession(sessions),
      schema: {
        summary: "Who is signed in: user, league player, franchise roles and scopes",
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("vary", "cookie, authorization");
      return meOf(db, request.session, mode, mediaUrl);
    },
  );

  app.get(
    "/auth/login",
    {
      schema: {
        summary: "Start a sign-in: redirects to Discord, or to the local demo sign-in page",
        querystring: loginQuerySchema,
        response: { 302: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (mode === "off")
        throw notFound("Sign-in is not available: Discord is not configured and LOCAL_SIGNIN is off.");
      const flow = newFlow(`${ownOrigin(request)}/cb`, request.query.returnTo);
      setFlowCookie(request, reply, await signFlow(await sessions.key(), flow));
      reply.header("cache-control", "no-store");
      if (config.discord) return reply.redirect(discordAuthorizeUrl(config.discord, flow), 302);
      return reply.redirect(`${LOCAL_SIGNIN_PAGE}?state=${encodeURIComponent(flow.state)}`, 302);
    },
  );

  app.get(
    "/auth/local/members",
    {
      schema: {
        summary: "The simulated league's members the demo sign-in page offers (search by name)",
        querystring: localMembersQuerySchema,
        response: { 200: localMembersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireLocal();
      reply.header("cache-control", "no-cache");
      return localMembers(db, request.query.q, config.adminDiscordIds);
    },
  );

  app.post(
    "/auth/local/authorize",
    {
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Demo mode: sign in as a member; answers the /cb address with a one-time code",
        body: localAuthorizeBodySchema,
        response: { 200: localAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireLocal();
      const { discordId, state } = request.body;
      const flow = await startedFlow(await sessions.key(), request, state);
      if (!(await isMember(db, discordId))) throw notFound(`No member has the Discord id ${discordId}.`);
      const code = await signLocalCode(await sessions.key(), discordId, state);
      const target = new URL(flow.redirectUri);
      target.searchParams.set("code", code);
      target.searchParams.set("state", state);
      return { redirectTo: target.toString() };
    },
  );

  app.post(
    "/discord/login",
    {
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Finish a sign-in: exchange the code and set the session cookie",
        body: discordLoginBodySchema,
        response: { 200: discordLoginResponseSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (mode === "off") throw notFound("Sign-in is not available on this server.");
      const { code, state, redirect_uri } = request.body;
      const key = await sessions.key();
      const flow = await startedFlow(key, request, state, redirect_uri);
      let discordId: string;
      try {
        discordId = config.discord
          ? await discordSignIn(db, config.discord, flow, code, now())
          : await localSignIn(db, key, code, state, now());
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
      await startSession(request, reply, { sessions, discordId, adminDiscordIds: config.adminDiscordIds });
      return { returnTo: flow.returnTo };
    },
  );

  // Revocations reach the other instances through the session cache's own invalidation
  // (auth/sessions.ts); no cached answer changes.
  app.post(
    "/auth/logout",
    {
      config: { invalidates: "nothing" },
      schema: {
        summary: "Sign out: ends this session on the server and clears the session cookie",
        response: { 204: z.null(), 403: errorBodySchema, 429: errorBodySchema, 500: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await readSession(request, sessions);
      if (session) await sessions.revoke(session.sub, session.sid);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/auth/logout-everywhere",
    {
      onRequest: requireSession(sessions),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Sign out everywhere: ends every session of the signed-in member, on every device",
        response: { 200: sessionsRevokedSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const revoked = await sessions.revokeAll(sessionOf(request).sub);
      clearSessionCookie(request, reply);
      return { revoked };
    },
  );
};
