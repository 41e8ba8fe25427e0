import { ADMIN_SCOPE } from "@fragboard/core";
import { sessionKey, signSession } from "../../src/auth/session.js";

/** The JWT secret the route tests configure, so they can sign sessions the app accepts. */
export const TEST_JWT_SECRET = "route-tests-secret-that-is-long-enough-0123456789";

const key = sessionKey(TEST_JWT_SECRET);

/** A `cookie` header of a signed-in member (or admin). */
export async function sessionCookie(discordId: string, { admin = false } = {}): Promise<string> {
  const token = await signSession(key, { sub: discordId, scopes: admin ? [ADMIN_SCOPE] : [] }, "1h");
  return `jwt=${token}`;
}
