import type { FastifyRequest } from "fastify";

/**
 * The site's address for links that leave the site (feeds, webhooks): PUBLIC_URL when set, else
 * the address the request came to (a feed fetched from localhost links back to localhost).
 */
export function siteOrigin(publicUrl: string | null, request?: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  if (request) return `${request.protocol}://${request.host}`;
  return "http://localhost:3000";
}
