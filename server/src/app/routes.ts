import { ADMIN_SCOPE } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import { requireScope } from "../auth/guard.js";
import { backupRoutes } from "../backup/route.js";
import type { SharedState } from "../cluster/redis.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { graphqlRoutes } from "../graphql/index.js";
import { errorReportingRoutes } from "../http/error-reporting.js";
import { answerNotFound } from "../http/errors.js";
import type { JsonCache } from "../http/json-cache.js";
import type { MediaUrl } from "../http/media-url.js";
import { registerMetricsRoute } from "../http/metrics.js";
import { registerOpenApi } from "../http/openapi.js";
import type { RateLimits } from "../http/rate-limit.js";
import { registerCors } from "../http/security.js";
import { importsRoutes } from "../routes/admin/imports.js";
import { adminRoutes } from "../routes/admin/index.js";
import { serverNoticeRoutes } from "../routes/admin/server-notice.js";
import { articlesRoutes } from "../routes/articles/index.js";
import { authRoutes } from "../routes/auth/index.js";
import { configRoutes } from "../routes/config/index.js";
import { cscRoutes } from "../routes/csc/index.js";
import { draftRoutes } from "../routes/draft/index.js";
import { faceitRoutes } from "../routes/faceit/index.js";
import { feedsRoutes } from "../routes/feeds/index.js";
import type { BoxScores } from "../routes/fragboard/box-scores.js";
import { fragboardRoutes } from "../routes/fragboard/index.js";
import { gmRoutes } from "../routes/gm/index.js";
import { imagesRoutes } from "../routes/images/index.js";
import { ogImageRoutes } from "../routes/images/og.js";
import { leaderboardsRoutes } from "../routes/leaderboards/index.js";
import { matchesRoutes } from "../routes/matches/index.js";
import { notificationsRoutes } from "../routes/notifications/index.js";
import { playerDepthRoutes } from "../routes/player-depth/index.js";
import { profileRoutes } from "../routes/profile/index.js";
import { searchRoutes } from "../routes/search/index.js";
import { serversRoutes } from "../routes/servers/index.js";
import { standingsRoutes } from "../routes/standings/index.js";
import { systemRoutes } from "../routes/system/index.js";
import type { Version } from "../routes/system/version.js";
import { twitchRoutes } from "../routes/twitch/index.js";
import { webhooksRoutes } from "../routes/webhooks/index.js";
import { cacheApi } from "./caching.js";
import type { Providers } from "./providers.js";
import { guardApi } from "./security.js";

export type ApiDeps = {
  database: Database;
  config: Config;
  version: Version;
  rateLimits: RateLimits;
  cache: JsonCache;
  shared: SharedState | null;
  /** GET /api/metrics' registry when METRICS is on. */
  metrics: Registry | null;
  providers: Providers;
  boxScores: BoxScores;
  /** The simulated league's "today" when SIM_NOW pins it, else the wall clock. */
  now: () => Date;
  mediaUrl: MediaUrl;
};

/**
 * Everything under /api (docs/api.md): its CORS and OpenAPI document, guards and caching, then one
 * plugin per area. Returns what each write route declares it invalidates.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps) {
  let declared: ReturnType<typeof cacheApi> = () => new Map();
  await app.register(
    async (api) => {
      await registerCors(api, deps.config.corsOrigins);
      // Before the routes it documents, and before the limits (the docs are not rate limited).
      await registerOpenApi(api, { version: deps.version.commit });
      await guardApi(api, {
        config: deps.config,
        rateLimits: deps.rateLimits,
        shared: deps.shared ?? undefined,
      });
      declared = cacheApi(api, deps.cache);
      api.setNotFoundHandler(answerNotFound);
      await registerAreas(api, deps);
    },
    { prefix: "/api" },
  );
  return declared;
}

/** One Fastify plugin per area (server/src/routes/<area>). */
async function registerAreas(api: FastifyInstance, deps: ApiDeps) {
  const { database, config, version, rateLimits: limits, cache, metrics, now, mediaUrl, boxScores } = deps;
  const { gameServers, sessions, faceit, twitch } = deps.providers;
  const db = database.db;
  // Community writes are stamped with the wall clock, not the simulated league's "today".
  const wallClock = () => new Date();
  await api.register(systemRoutes, { database, version, shared: deps.shared });
  await api.register(errorReportingRoutes, { sentryDsn: config.sentryDsn });
  if (metrics) {
    registerMetricsRoute(api, metrics, {
      token: config.metricsToken,
      admin: requireScope(sessions, ADMIN_SCOPE),
    });
  }
  await api.register(cscRoutes, { prefix: "/csc", db, cache, now, mediaUrl });
  await api.register(graphqlRoutes, { db, now, cache, mediaUrl, introspection: config.graphqlIntrospection });
  await api.register(fragboardRoutes, {
    prefix: "/fragboard",
    db,
    cache,
    sessions,
    limits,
    boxScores,
    now,
  });
  await api.register(standingsRoutes, { prefix: "/fragboard", db, cache });
  await api.register(leaderboardsRoutes, { prefix: "/fragboard", db, cache, now });
  await api.register(matchesRoutes, { prefix: "/fragboard", db, cache, boxScores });
  await api.register(playerDepthRoutes, { prefix: "/fragboard", db, cache });
  await api.register(searchRoutes, { prefix: "/fragboard", db, cache });
  await api.register(articlesRoutes, {
    prefix: "/fragboard",
    db,
    cache,
    sessions,
    limits,
    now: wallClock,
    mediaUrl,
  });
  await api.register(authRoutes, { db, config, sessions, limits, now: wallClock, mediaUrl });
  await api.register(profileRoutes, { db, cache, sessions, limits, leagueNow: now });
  await api.register(draftRoutes, { prefix: "/fragboard", db, sessions, limits, leagueNow: now });
  await api.register(serversRoutes, { db, gameServers, sessions, limits });
  await api.register(serverNoticeRoutes, { prefix: "/servers", db, sessions, limits });
  await api.register(faceitRoutes, { prefix: "/faceit", faceit });
  await api.register(twitchRoutes, { prefix: "/twitch", db, twitch });
  await api.register(notificationsRoutes, { db, sessions, twitch, limits });
  await api.register(configRoutes, { db });
  await api.register(imagesRoutes, { db });
  await api.register(ogImageRoutes, { db, cache, now });
  await api.register(webhooksRoutes, {
    db,
    sessions,
    limits,
    discordWebhookBase: config.discordWebhookBase,
    kick: () => api.outbox.kick(),
  });
  await api.register(feedsRoutes, { db, leagueNow: now, publicUrl: config.publicUrl, mediaUrl });
  await api.register(backupRoutes, { prefix: "/admin", database, sessions });
  await api.register(gmRoutes, { db, sessions, limits, leagueNow: now, now: wallClock });
  await api.register(adminRoutes, { prefix: "/admin", db, sessions, limits, cache, leagueNow: now });
  await api.register(importsRoutes, { prefix: "/admin", db, sessions, limits, cache, leagueNow: now });
}
