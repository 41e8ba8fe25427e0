import { randomBytes } from "node:crypto";
import { discordIdSchema } from "@fragboard/core";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { FLOW_MINUTES } from "./cookies.js";
import type { SessionKey } from "./session.js";

/**
 * The sign-in in progress, kept in the browser as a signed cookie (no server-side store, so any
 * instance can finish what another started): the OAuth `state` the callback must bring back, the
 * PKCE verifier, the redirect_uri used to authorise (the exchange must use the same one, Our
 * rules 4) and the path to return to. Local demo codes are signed the same way, bound to a state.
 */

const FLOW_AUDIENCE = "fragboard:signin-flow";
const LOCAL_CODE_AUDIENCE = "fragboard:local-code";
const LOCAL_CODE_SECONDS = 120;

const flowSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  redirectUri: z.string(),
  returnTo: z.string(),
});
export type SignInFlow = z.infer<typeof flowSchema>;

const random = () => randomBytes(32).toString("base64url");

export function newFlow(redirectUri: string, returnTo: string): SignInFlow {
  return { state: random(), verifier: random(), redirectUri, returnTo };
}

const sign = (key: SessionKey, audience: string, payload: Record<string, string>, expiresIn: string) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(audience)
    .setExpirationTime(expiresIn)
    .sign(key);

async function verify(key: SessionKey, audience: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      audience,
      requiredClaims: ["exp"],
    });
    return payload;
  } catch {
    return null;
  }
}

export const signFlow = (key: SessionKey, flow: SignInFlow) =>
  sign(key, FLOW_AUDIENCE, flow, `${FLOW_MINUTES}m`);

/** The flow of a valid, unexpired flow cookie; null for anything else. */
export async function readFlow(key: SessionKey, token: string | undefined): Promise<SignInFlow | null> {
  if (!token) return null;
  const parsed = flowSchema.safeParse(await verify(key, FLOW_AUDIENCE, token));
  return parsed.success ? parsed.data : null;
}

/** The demo page's stand-in for an authorisation code: who signs in, for which state. */
export const signLocalCode = (key: SessionKey, discordId: string, state: string) =>
  sign(key, LOCAL_CODE_AUDIENCE, { sub: discordId, state }, `${LOCAL_CODE_SECONDS}s`);

const localCodeSchema = z.object({ sub: discordIdSchema, state: z.string() });

/** The Discord id of a valid local code issued for this state; null otherwise. */
export async function readLocalCode(key: SessionKey, code: string, state: string): Promise<string | null> {
  const parsed = localCodeSchema.safeParse(await verify(key, LOCAL_CODE_AUDIENCE, code));
  return parsed.success && parsed.data.state === state ? parsed.data.sub : null;
}
