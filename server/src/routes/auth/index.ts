import {
  type DiscordUser,
  discordLoginBodySchema,
  discordLoginResponseSchema,
  errorBodySchema,
  localAuthorizeBodySchema,
  localAuthorizeResponseSchema,
  localMembersQuerySchema,
  localMembersResponseSchema,
  loginQuerySchema,
  meResponseSchema,
} from "@fragboard/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  clearFlowCookie,
  clearSessionCookie,
  FLOW_COOKIE,
  ownOrigin,
  SESSION_DAYS,
  setFlowCookie,
  setSessionCookie,
} from "../../auth/cookies.js";
import { newFlow, readFlow, readLocalCode, signFlow, signLocalCode } from "../../auth/flow.js";
import { optionalSession, type SessionKeySource } from "../../auth/guard.js";
import { scopesFor } from "../../auth/scopes.js";
import { signSession } from "../../auth/session.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { httpError, notFound } from "../../http/errors.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { sendProviderFailure } from "../provider-failure.js";
import { discordAuthorizeUrl, discordUserFor } from "./discord.js";
import { meOf, signInMode } from "./me.js";
import { isMember, localMembers, playerOf, recordSignIn, userRow } from "./people.js";

export type AuthOptions = {
  db: Db;
  config: Pick<Config, "discord" | "localSignIn" | "adminDiscordIds">;
  sessionKey: SessionKeySource;
  limits: RateLimits;
  now: () => Date;
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
  { db, config, sessionKey, limits, now },
) => {
  const mode = signInMode(config);
  const requireLocal = () => {
    if (mode !== "local") throw notFound("The local sign-in is off on this server.");
  };
  const flowOf = async (request: FastifyRequest, state: string) => {
    const flow = await readFlow(await sessionKey(), request.cookies[FLOW_COOKIE]);
    if (!flow) {
      throw httpError(400, "This sign-in has expired or was started in another browser. Press Login again.");
    }
    if (flow.state !== state) {
      throw httpError(
        400,
        "The sign-in state does not match the one this browser started. Press Login again.",
      );
    }
    return flow;
  };

  app.get(
    "/me",
    {
      onRequest: optionalSession(sessionKey),
      schema: {
        summary: "Who is signed in: user, league player, franchise roles and scopes",
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("vary", "cookie, authorization");
      return meOf(db, request.session, mode);
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
      setFlowCookie(request, reply, await signFlow(await sessionKey(), flow));
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
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary: "Demo mode: sign in as a member; answers the /cb address with a one-time code",
        body: localAuthorizeBodySchema,
        response: { 200: localAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireLocal();
      const { discordId, state } = request.body;
      const flow = await flowOf(request, state);
      if (!(await isMember(db, discordId))) throw notFound(`No member has the Discord id ${discordId}.`);
      const code = await signLocalCode(await sessionKey(), discordId, state);
      const target = new URL(flow.redirectUri);
      target.searchParams.set("code", code);
      target.searchParams.set("state", state);
      return { redirectTo: target.toString() };
    },
  );

  app.post(
    "/discord/login",
    {
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary: "Finish a sign-in: exchange the code and set the session cookie",
        body: discordLoginBodySchema,
        response: { 200: discordLoginResponseSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (mode === "off") throw notFound("Sign-in is not available on this server.");
      const { code, state, redirect_uri } = request.body;
      const flow = await flowOf(request, state);
      if (redirect_uri !== flow.redirectUri) {
        throw httpError(400, `redirect_uri must be the one this sign-in started with (${flow.redirectUri}).`);
      }
      const key = await sessionKey();
      let discordId: string;
      if (config.discord) {
        let user: DiscordUser;
        try {
          user = await discordUserFor(config.discord, flow, code);
        } catch (error) {
          return sendProviderFailure(reply, error);
        }
        discordId = user.id;
        await recordSignIn(
          db,
          {
            discordId,
            username: user.username,
            globalName: user.global_name ?? null,
            avatar: user.avatar ?? null,
          },
          now(),
        );
      } else {
        const local = await readLocalCode(key, code, state);
        if (!local) throw httpError(400, "The sign-in code is invalid or has expired. Press Login again.");
        discordId = local;
        const known = await userRow(db, discordId);
        const player = known ? null : await playerOf(db, discordId);
        await recordSignIn(
          db,
          {
            discordId,
            username: known?.username ?? player?.name ?? discordId,
            globalName: known?.globalName ?? null,
            avatar: known?.avatar ?? null,
          },
          now(),
        );
      }
      const token = await signSession(
        key,
        { sub: discordId, scopes: scopesFor(config.adminDiscordIds, discordId) },
        `${SESSION_DAYS}d`,
      );
      setSessionCookie(request, reply, token);
      clearFlowCookie(request, reply);
      return { returnTo: flow.returnTo };
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        summary: "Sign out: clears the session cookie",
        response: { 204: z.null(), 403: errorBodySchema, 429: errorBodySchema, 500: errorBodySchema },
      },
    },
    async (request, reply) => {
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
};
