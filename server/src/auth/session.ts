import { type SessionClaims, sessionClaimsSchema } from "@fragboard/core";
import { jwtVerify, SignJWT } from "jose";

/**
 * The session JWT (docs/api.md#conventions): HS256 over the server's secret, the Discord id as `sub`
 * and `scopes` (["admin"] opens the admin area). Sign-in (routes/auth) and the operators'
 * admin-token command sign with these helpers; every guarded route verifies with them. A token
 * without `exp` is refused: a session must end.
 */

export type SessionKey = Uint8Array;

export const sessionKey = (secret: string): SessionKey => new TextEncoder().encode(secret);

const ALGORITHM = "HS256";
const ISSUER = "fragboard";

export function signSession(key: SessionKey, claims: SessionClaims, expiresIn: string): Promise<string> {
  return new SignJWT({ scopes: claims.scopes })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifySession(key: SessionKey, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp"],
    });
    const claims = sessionClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
