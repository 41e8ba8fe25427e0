import type { FastifyReply } from "fastify";
import { ProviderError, RateLimitedError } from "../providers/http.js";

/**
 * A third-party service failed and we had nothing stored to answer with: 503, with Retry-After
 * when it rate-limited us, and a message naming the service. Other errors go to the handler.
 */
export function sendProviderFailure(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ProviderError)) throw error;
  reply.log.warn({ provider: error.provider, status: error.status }, error.message);
  if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterS));
  return reply.status(503).send({
    error: {
      code: error instanceof RateLimitedError ? "UPSTREAM_RATE_LIMITED" : "UPSTREAM_UNAVAILABLE",
      message: error.message,
    },
  });
}
