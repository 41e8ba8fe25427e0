import type { FastifyReply, FastifyRequest } from "fastify";
import { clearFlowCookie, FLOW_COOKIE, SESSION_DAYS, setSessionCookie } from "../../auth/cookies.js";
import { readFlow, readLocalCode, type SignInFlow } from "../../auth/flow.js";
import { scopesFor } from "../../auth/scopes.js";
import type { SessionKey } from "../../auth/session.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { recordSignIn, userRow } from "../../repositories/community/people.js";
import { discordUserFor } from "./discord.js";
import { playerOf } from "./people.js";

/**
 * The steps of finishing a sign-in, `POST /api/discord/login` (docs/auth.md): the flow this browser
 * started, who the code says signs in (Discord's account, or the local demo's member), his user
 * row, and the session cookie.
 */

/** The sign-in this browser started, if `state` and `redirectUri` are the ones it started with. */
export async function startedFlow(
  key: SessionKey,
  request: FastifyRequest,
  state: string,
  redirectUri?: string,
): Promise<SignInFlow> {
  const flow = await readFlow(key, request.cookies[FLOW_COOKIE]);
  if (!flow) {
    throw httpError(400, "This sign-in has expired or was started in another browser. Press Login again.");
  }
  if (flow.state !== state) {
    throw httpError(400, "The sign-in state does not match the one this browser started. Press Login again.");
  }
  if (redirectUri !== undefined && redirectUri !== flow.redirectUri) {
    throw httpError(400, `redirect_uri must be the one this sign-in started with (${flow.redirectUri}).`);
  }
  return flow;
}

/** Discord's account of the code; his latest name and avatar are recorded. Returns his Discord id. */
export async function discordSignIn(
  db: Db,
  discord: NonNullable<Config["discord"]>,
  flow: SignInFlow,
  code: string,
  now: Date,
): Promise<string> {
  const user = await discordUserFor(discord, flow, code);
  await recordSignIn(
    db,
    {
      discordId: user.id,
      username: user.username,
      globalName: user.global_name ?? null,
      avatar: user.avatar ?? null,
    },
    now,
  );
  return user.id;
}

/**
 * The member a local demo code names; a first sign-in records him under his player name. Returns
 * his Discord id.
 */
export async function localSignIn(db: Db, key: SessionKey, code: string, state: string, now: Date) {
  const discordId = await readLocalCode(key, code, state);
  if (!discordId) throw httpError(400, "The sign-in code is invalid or has expired. Press Login again.");
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
    now,
  );
  return discordId;
}

/** Signs him in: the session cookie with his scopes; the sign-in flow is over. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    sessions,
    discordId,
    adminDiscordIds,
  }: { sessions: Sessions; discordId: string; adminDiscordIds: readonly string[] },
) {
  const { token } = await sessions.start(
    { sub: discordId, scopes: scopesFor(adminDiscordIds, discordId) },
    { days: SESSION_DAYS, seen: { userAgent: request.headers["user-agent"], ip: request.ip } },
  );
  setSessionCookie(request, reply, token);
  clearFlowCookie(request, reply);
}
