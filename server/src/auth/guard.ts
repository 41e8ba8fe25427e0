import type { SessionClaims } from "@fragboard/core";
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { httpError } from "../http/errors.js";
import { type SessionKey, verifySession } from "./session.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the guards below on the routes they protect. */
    session?: SessionClaims;
  }
}

/**
 * The session token of a request: `Authorization: Bearer <jwt>`, else the `jwt` cookie (the spec:
 * "a bearer token from the cookie named jwt"). The existing client sends `Bearer undefined` when
 * signed out, which counts as no token.
 */
export function sessionToken(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer && bearer !== "undefined" && bearer !== "null") return bearer;
  return request.cookies.jwt || null;
}

/**
 * onRequest guard, so an anonymous upload is refused before its body is read: 401 without a valid
 * session, 403 when the session lacks `scope`.
 */
export function requireScope(key: () => Promise<SessionKey>, scope: string): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = sessionToken(request);
    const claims = token ? await verifySession(await key(), token) : null;
    if (!claims) {
      reply.header("www-authenticate", 'Bearer realm="fragboard"');
      throw httpError(401, token ? "The session token is invalid or expired." : "Sign in first.");
    }
    if (!claims.scopes.includes(scope)) throw httpError(403, `This needs the ${scope} scope.`);
    request.session = claims;
  };
}

/** Resolves the signing key on first use (auth/secret.ts). */
export type SessionKeySource = () => Promise<SessionKey>;

/** The claims of the request's valid session, or null (no token, or a bad or expired one). */
export async function readSession(request: FastifyRequest, key: SessionKeySource) {
  const token = sessionToken(request);
  return token ? verifySession(await key(), token) : null;
}

/** onRequest guard: 401 without a valid session. */
export function requireSession(key: SessionKeySource): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const claims = await readSession(request, key);
    if (!claims) {
      reply.header("www-authenticate", 'Bearer realm="fragboard"');
      throw httpError(
        401,
        sessionToken(request) ? "The session token is invalid or expired." : "Sign in first.",
      );
    }
    request.session = claims;
  };
}

/** For reads that show more to some people: sets request.session when signed in, refuses nobody. */
export function optionalSession(key: SessionKeySource): onRequestAsyncHookHandler {
  return async (request) => {
    request.session = (await readSession(request, key)) ?? undefined;
  };
}

/** The session a guard above has checked; a route without one is a programming error. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw new Error(`${request.routeOptions.url} has no session guard`);
  return request.session;
}
