import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpError } from "../http/errors.js";
import { FLOW_COOKIE, ownOrigin, SESSION_COOKIE } from "./cookies.js";
import { sessionToken } from "./guard.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Does the request lean on a cookie the browser attached by itself (not on a Bearer token)? */
function usesCookies(request: FastifyRequest): boolean {
  const cookies = request.cookies;
  if (!cookies[SESSION_COOKIE] && !cookies[FLOW_COOKIE]) return false;
  const token = sessionToken(request);
  return token === null || token === cookies[SESSION_COOKIE];
}

/**
 * Cross-site write protection (docs/auth.md#cross-site-writes). A write that a cookie
 * authenticates must come from a page of this site or of CORS_ORIGINS: browsers name the page's
 * origin in `Origin` on every POST, PATCH, PUT and DELETE. Without Origin (old browsers, curl),
 * `Sec-Fetch-Site: cross-site` still refuses it. SameSite=Lax already keeps the cookie off most
 * cross-site writes; this also covers sibling subdomains, which count as the same site.
 */
export function registerOriginCheck(api: FastifyInstance, corsOrigins: readonly string[]) {
  const allowed = new Set(corsOrigins);
  api.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !usesCookies(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === ownOrigin(request) || allowed.has(origin)) return;
      throw httpError(403, `Cross-site request refused: ${origin} is not this site nor in CORS_ORIGINS.`);
    }
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw httpError(403, "Cross-site request refused: it came from another site.");
    }
  });
}
