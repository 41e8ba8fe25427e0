import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import { registerOriginCheck } from "../auth/origin-check.js";
import type { SharedState } from "../cluster/redis.js";
import type { Config } from "../config.js";
import { startSentry } from "../http/error-reporting.js";
import { registerErrorHandler } from "../http/errors.js";
import { registerTextGuard } from "../http/input.js";
import { type RateLimits, registerRateLimit } from "../http/rate-limit.js";
import { registerSecurityHeaders } from "../http/security.js";
import { closeConnectionsWhenClosing } from "../http/shutdown.js";
import { registerStartupGate, type Startup } from "../http/starting.js";

/**
 * What every answer goes through before any route (docs/architecture.md): errors in one shape
 * (reported to Sentry when SENTRY_DSN is set), connections closed on shutdown, security headers,
 * the first start's progress answer, and cookies parsed.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { config, commit, startup }: { config: Config; commit: string; startup?: Startup },
) {
  const reportServerError = config.sentryDsn ? await startSentry(app, config.sentryDsn, commit) : undefined;
  registerErrorHandler(app, reportServerError);
  closeConnectionsWhenClosing(app);
  registerSecurityHeaders(app, config.sentryDsn);
  if (startup) registerStartupGate(app, startup);
  await app.register(cookie);
}

/**
 * The API's guards: per-client rate limits (shared through Redis when set), text inputs checked
 * before validation, and writes refused from another origin (docs/auth.md).
 */
export async function guardApi(
  api: FastifyInstance,
  { config, rateLimits, shared }: { config: Config; rateLimits: RateLimits; shared?: SharedState },
) {
  await registerRateLimit(api, rateLimits, shared);
  registerTextGuard(api);
  registerOriginCheck(api, config.corsOrigins);
}
