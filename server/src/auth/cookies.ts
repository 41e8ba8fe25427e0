import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The cookies of a session (docs/auth.md): `jwt` holds our session token, httpOnly so page
 * scripts never see it, SameSite=Lax so other sites' requests do not carry it on writes, Secure
 * whenever the site is served over HTTPS (TRUST_PROXY lets a proxy's X-Forwarded-Proto say so).
 */

export const SESSION_COOKIE = "jwt";
/** How long a session lasts; the token's `exp` and the cookie's Max-Age agree. */
export const SESSION_DAYS = 30;
/** The sign-in in progress (state, PKCE verifier, return path), only sent to the API. */
export const FLOW_COOKIE = "signin_flow";
export const FLOW_MINUTES = 10;

const base = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: request.protocol === "https",
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...base(request), path: "/", maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { ...base(request), path: "/" });
}

export function setFlowCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(FLOW_COOKIE, token, { ...base(request), path: "/api", maxAge: FLOW_MINUTES * 60 });
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(FLOW_COOKIE, { ...base(request), path: "/api" });
}

/**
 * This site's origin as the browser writes it: scheme and Host, a default port left out. The Host
 * header, never X-Forwarded-Host: a proxy passes a client's X-Forwarded-Host along unless told
 * otherwise, so believing it (as Fastify's request.host does under TRUST_PROXY) would let another
 * site name itself as ours to the cross-site check and to the sign-in's redirect address.
 */
export function ownOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.headers.host ?? request.host}`;
  return URL.canParse(origin) ? new URL(origin).origin : origin;
}
