import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { httpError } from "../http/errors.js";
import type { SeenFrom, Session, Sessions } from "./sessions.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the guards below on the routes they protect. */
    session?: Session;
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
export function requireScope(sessions: Sessions, scope: string): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = sessionToken(request);
    const claims = token ? await sessions.verify(token, seenFrom(request)) : null;
    if (!claims) {
      reply.header("www-authenticate", 'Bearer realm="fragboard"');
      throw httpError(401, token ? INVALID : "Sign in first.");
    }
    if (!claims.scopes.includes(scope)) throw httpError(403, `This needs the ${scope} scope.`);
    request.session = claims;
  };
}

const INVALID = "The session token is invalid, expired or signed out.";

/** The request's valid session, or null (no token, or a bad, expired or revoked one). */
export async function readSession(request: FastifyRequest, sessions: Sessions) {
  const token = sessionToken(request);
  return token ? sessions.verify(token, seenFrom(request)) : null;
}

/** What the admins' sessions list notes of the request using a session (shortened there). */
const seenFrom = (request: FastifyRequest): SeenFrom => ({
  userAgent: request.headers["user-agent"],
  ip: request.ip,
});

/** onRequest guard: 401 without a valid session. */
export function requireSession(sessions: Sessions): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const claims = await readSession(request, sessions);
    if (!claims) {
      reply.header("www-authenticate", 'Bearer realm="fragboard"');
      throw httpError(401, sessionToken(request) ? INVALID : "Sign in first.");
    }
    request.session = claims;
  };
}

/** For reads that show more to some people: sets request.session when signed in, refuses nobody. */
export function optionalSession(sessions: Sessions): onRequestAsyncHookHandler {
  return async (request) => {
    request.session = (await readSession(request, sessions)) ?? undefined;
  };
}

/** The session a guard above has checked; a route without one is a programming error. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error(`${request.routeOptions.url} has no session guard`);
  return request.session;
}
