import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerOriginCheck } from "./auth/origin-check.js";
import { lazySessionKey } from "./auth/secret.js";
import { backupRoutes } from "./backup/route.js";
import { Jobs } from "./cluster/jobs.js";
import { connectSharedState } from "./cluster/redis.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { graphqlRoutes } from "./graphql/index.js";
import { registerCacheControl } from "./http/cache-control.js";
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS, GZIP_OPTIONS } from "./http/compression.js";
import { errorReportingRoutes, startSentry } from "./http/error-reporting.js";
import { answerNotFound, clientErrorHandler, frameworkErrors, registerErrorHandler } from "./http/errors.js";
import { registerLiveEtags } from "./http/etag.js";
import { registerTextGuard } from "./http/input.js";
import { JsonCache } from "./http/json-cache.js";
import { mediaUrl } from "./http/media-url.js";
import { registerMetrics, registerMetricsRoute } from "./http/metrics.js";
import { registerOpenApi } from "./http/openapi.js";
import { DEFAULT_RATE_LIMITS, type RateLimits, registerRateLimit } from "./http/rate-limit.js";
import { registerCors, registerSecurityHeaders, requestId } from "./http/security.js";
import { closeConnectionsWhenClosing } from "./http/shutdown.js";
import { registerStartupGate, type Startup } from "./http/starting.js";
import { faceitProvider } from "./providers/faceit/provider.js";
import { gameServerProvider } from "./providers/servers/index.js";
import { twitchProvider } from "./providers/twitch/provider.js";
import { adminRoutes } from "./routes/admin/index.js";
import { serverNoticeRoutes } from "./routes/admin/server-notice.js";
import { articlesRoutes } from "./routes/articles/index.js";
import { authRoutes } from "./routes/auth/index.js";
import { configRoutes } from "./routes/config/index.js";
import { cscRoutes } from "./routes/csc/index.js";
import { draftRoutes } from "./routes/draft/index.js";
import { faceitRoutes } from "./routes/faceit/index.js";
import { fragboardRoutes } from "./routes/fragboard/index.js";
import { gmRoutes } from "./routes/gm/index.js";
import { imagesRoutes } from "./routes/images/index.js";
import { leaderboardsRoutes } from "./routes/leaderboards/index.js";
import { notificationsRoutes } from "./routes/notifications/index.js";
import { profileRoutes } from "./routes/profile/index.js";
import { GameServers } from "./routes/servers/game-servers.js";
import { serversRoutes } from "./routes/servers/index.js";
import { standingsRoutes } from "./routes/standings/index.js";
import { systemRoutes } from "./routes/system/index.js";
import { readVersion } from "./routes/system/version.js";
import { twitchRoutes } from "./routes/twitch/index.js";
import { registerWebApp } from "./web/hosting.js";
import { pageDataPreloads } from "./web/page-data.js";

export type AppOptions = {
  database: Database;
  config: Config;
  /** Pino logging; tests leave it off, or read it from a stream of their own. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** The built web app to serve next to the API (`npm start`); unset = the API only. */
  webDist?: string;
  rateLimits?: RateLimits;
  /** While a first-start seed runs, requests are answered with its progress (main.ts). */
  startup?: Startup;
  /** Where the FACEIT and Twitch clients call (tests point them at local fakes). */
  providerUrls?: { faceit?: string; twitchAuth?: string; twitchApi?: string };
};

declare module "fastify" {
  interface FastifyInstance {
    /** Background work run once across every instance (cluster/jobs.ts). */
    jobs: Jobs;
    /** On-demand game servers and their expiry (routes/servers/game-servers.ts). */
    gameServers: GameServers;
  }
}

/**
 * request.ip (rate limits, logs) is the client's address as the trusted proxies report it. Fastify
 * refuses a bare hop count (it cannot check the nearest peer); TRUST_PROXY=N is the operator's word
 * that exactly N proxies stand in front, so the N nearest addresses are trusted, whoever they are.
 */
function trustProxy(setting: Config["trustProxy"]) {
  if (Array.isArray(setting)) return setting;
  return setting > 0 ? (_address: string, hop: number) => hop < setting : false;
}

/** How often one instance looks for game servers past their end (docs/operations.md#game-servers). */
export const SERVER_EXPIRY_JOB = "server-expiry";
const SERVER_EXPIRY_EVERY_MS = 30_000;

/** The API: every route under /api, zod-validated in and out (docs/api.md#conventions). */
export async function buildApp({
  database,
  config,
  logger = false,
  webDist,
  rateLimits = DEFAULT_RATE_LIMITS,
  startup,
  providerUrls = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { level: config.logLevel, ...(logger === true ? {} : { stream: logger.stream }) },
    genReqId: requestId,
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const version = readVersion(config.commit);
  const reportServerError = config.sentryDsn
    ? await startSentry(app, config.sentryDsn, version.commit)
    : undefined;
  registerErrorHandler(app, reportServerError);
  closeConnectionsWhenClosing(app);
  registerSecurityHeaders(app, config.sentryDsn);
  if (startup) registerStartupGate(app, startup);
  await app.register(cookie);
  // Before any route: the plugin hooks itself onto each route as it is added.
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });

  // The simulated league's "today" when SIM_NOW pins it, else the wall clock.
  const pinnedNow = config.sim.now;
  const now = () => (pinnedNow ? new Date(pinnedNow) : new Date());
  const media = mediaUrl(config.publicUrl);
  const cache = new JsonCache();
  const shared = config.redisUrl
    ? await connectSharedState(config.redisUrl, config.redisPrefix, cache, app.log)
    : null;
  // Before every route: its hook times them all.
  const metrics = config.metrics ? registerMetrics(app, cache, database) : null;
  const jobs = new Jobs(database, app.log);
  app.decorate("jobs", jobs);
  const gameServers = new GameServers(
    database.db,
    gameServerProvider(config.serverProvider),
    config.serversPerMember,
    app.log,
  );
  app.decorate("gameServers", gameServers);
  jobs.every(SERVER_EXPIRY_JOB, SERVER_EXPIRY_EVERY_MS, async () => {
    // Before the first start's migrations there is nothing to expire (main.ts migrates after listen).
    if (startup && !startup.isReady) return;
    await gameServers.sweep(new Date());
  });
  app.addHook("onClose", async () => {
    jobs.stop();
    // The sandbox's sockets close with the app; the database keeps the servers for the next start.
    await gameServers.provider.close();
    await shared?.close();
  });
  const sessionKey = lazySessionKey(
    config.jwtSecret,
    database.kind === "postgres"
      ? { kind: "meta", db: database.db }
      : { kind: "file", dataDir: config.dataDir },
  );

  const faceit = faceitProvider(database.db, {
    apiKey: config.faceitApiKey,
    hubs: config.faceitHubs,
    baseUrl: providerUrls.faceit,
  });
  const twitch = twitchProvider(config.twitch, {
    authUrl: providerUrls.twitchAuth ?? config.twitch?.authUrl ?? undefined,
    apiUrl: providerUrls.twitchApi ?? config.twitch?.apiUrl ?? undefined,
  });
  // Community writes are stamped with the wall clock, not the simulated league's "today".
  const wallClock = () => new Date();

  await app.register(
    async (api) => {
      await registerCors(api, config.corsOrigins);
      await registerOpenApi(api, { version: version.commit });
      await registerRateLimit(api, rateLimits, shared?.redis);
      registerCacheControl(api);
      registerLiveEtags(api);
      registerTextGuard(api);
      registerOriginCheck(api, config.corsOrigins);
      api.setNotFoundHandler(answerNotFound);

      await api.register(systemRoutes, { database, version });
      await api.register(errorReportingRoutes, { sentryDsn: config.sentryDsn });
      if (metrics) registerMetricsRoute(api, metrics);
      await api.register(cscRoutes, { prefix: "/csc", db: database.db, cache, now, mediaUrl: media });
      await api.register(graphqlRoutes, { db: database.db, now, cache, mediaUrl: media });
      await api.register(fragboardRoutes, {
        prefix: "/fragboard",
        db: database.db,
        cache,
        sessionKey,
        limits: rateLimits,
        now,
      });
      await api.register(standingsRoutes, { prefix: "/fragboard", db: database.db, cache });
      await api.register(leaderboardsRoutes, { prefix: "/fragboard", db: database.db, cache, now });
      await api.register(articlesRoutes, {
        prefix: "/fragboard",
        db: database.db,
        sessionKey,
        limits: rateLimits,
        now: wallClock,
        mediaUrl: media,
      });
      await api.register(authRoutes, {
        db: database.db,
        config,
        sessionKey,
        limits: rateLimits,
        now: wallClock,
      });
      await api.register(profileRoutes, {
        db: database.db,
        cache,
        sessionKey,
        limits: rateLimits,
        leagueNow: now,
      });
      await api.register(draftRoutes, {
        prefix: "/fragboard",
        db: database.db,
        sessionKey,
        limits: rateLimits,
        leagueNow: now,
      });
      await api.register(serversRoutes, { db: database.db, gameServers, sessionKey, limits: rateLimits });
      await api.register(serverNoticeRoutes, {
        prefix: "/servers",
        db: database.db,
        sessionKey,
        limits: rateLimits,
      });
      await api.register(faceitRoutes, { prefix: "/faceit", faceit });
      await api.register(twitchRoutes, { prefix: "/twitch", db: database.db, twitch });
      await api.register(notificationsRoutes, { db: database.db, sessionKey, twitch, limits: rateLimits });
      await api.register(configRoutes, { db: database.db });
      await api.register(imagesRoutes, { db: database.db });
      await api.register(backupRoutes, { prefix: "/admin", database, sessionKey });
      await api.register(gmRoutes, {
        db: database.db,
        cache,
        sessionKey,
        limits: rateLimits,
        leagueNow: now,
        now: wallClock,
      });
      await api.register(adminRoutes, {
        prefix: "/admin",
        db: database.db,
        cache,
        sessionKey,
        limits: rateLimits,
        leagueNow: now,
      });
    },
    { prefix: "/api" },
  );

  if (webDist)
    await registerWebApp(app, webDist, pageDataPreloads({ db: database.db, now, mediaUrl: media }));
  else app.setNotFoundHandler(answerNotFound);
  return app;
}
