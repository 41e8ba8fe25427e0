import { randomUUID } from "node:crypto";
import { type SessionClaims, sessionClaimsSchema } from "@fragboard/core";
import { jwtVerify, SignJWT } from "jose";

/**
 * The session JWT (docs/api.md#conventions): HS256 over the server's secret, the Discord id as `sub`
 * and `scopes` (["admin"] opens the admin area). Sign-in (routes/auth) and the operators'
 * admin-token command sign with these helpers; every guarded route verifies with them. A token
 * without `exp` is refused: a session must end. `jti` names its row in the sessions table, which
 * auth/sessions.ts checks so that a session can be ended before its `exp`.
 */

export type SessionKey = Uint8Array;

export const sessionKey = (secret: string): SessionKey => new TextEncoder().encode(secret);

const ALGORITHM = "HS256";
const ISSUER = "fragboard";

/** What a token says besides its claims: its session id, times, and an operator token's name. */
export type SessionToken = {
  claims: SessionClaims;
  sid: string;
  issuedAt: Date;
  expiresAt: Date;
  name: string | null;
};

export function signSession(
  key: SessionKey,
  claims: SessionClaims,
  expiresIn: string | Date,
  { sid = randomUUID(), name }: { sid?: string; name?: string } = {},
): Promise<string> {
  return new SignJWT(name ? { scopes: claims.scopes, name } : { scopes: claims.scopes })
    .setProtectedHeader({ alg: ALGORITHM })
    .setJti(sid)
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/**
 * A valid, unexpired token of ours, whatever its session's state; null for anything else. Tokens
 * from before sessions had ids (no `jti`) are refused: they could not be revoked.
 */
export async function readSessionToken(key: SessionKey, token: string): Promise<SessionToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "iat", "jti"],
    });
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success || !payload.jti || !payload.exp || !payload.iat) return null;
    return {
      claims: claims.data,
      sid: payload.jti,
      issuedAt: new Date(payload.iat * 1000),
      expiresAt: new Date(payload.exp * 1000),
      name: typeof payload.name === "string" ? payload.name : null,
    };
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired token of ours (its signature only); null for anything else. */
export async function verifySession(key: SessionKey, token: string): Promise<SessionClaims | null> {
  return (await readSessionToken(key, token))?.claims ?? null;
}
