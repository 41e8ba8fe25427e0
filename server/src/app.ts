import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { startCaching } from "./app/caching.js";
import { type ProviderUrls, startProviders } from "./app/providers.js";
import { registerApi } from "./app/routes.js";
import { registerSecurity } from "./app/security.js";
import { registerWeb } from "./app/web.js";
import type { Jobs } from "./cluster/jobs.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { registerDeadlines } from "./http/deadline.js";
import { clientErrorHandler, frameworkErrors } from "./http/errors.js";
import type { DeclaredWrites } from "./http/invalidation.js";
import { mediaUrl } from "./http/media-url.js";
import { registerMetrics } from "./http/metrics.js";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./http/rate-limit.js";
import { RequestLog } from "./http/request-log.js";
import { requestId } from "./http/security.js";
import type { Startup } from "./http/starting.js";
import type { Deliverer } from "./outward/deliverer.js";
import { BoxScores } from "./routes/fragboard/box-scores.js";
import type { GameServers } from "./routes/servers/game-servers.js";
import { readVersion } from "./routes/system/version.js";

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
  providerUrls?: ProviderUrls;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Background work run once across every instance (cluster/jobs.ts). */
    jobs: Jobs;
    /** This instance's webhook deliverer (outward/deliverer.ts). */
    outbox: Deliverer;
    /** On-demand game servers and their expiry (routes/servers/game-servers.ts). */
    gameServers: GameServers;
    /** Played maps' box scores, built ahead once `buildAhead` is called (routes/fragboard/box-scores.ts). */
    boxScores: BoxScores;
    /** What each write route declares it invalidates (http/invalidation.ts; a test walks them). */
    declaredWrites: DeclaredWrites;
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

/**
 * API_PRODUCT_ALIAS: the league's existing client calls the spec's `/{product}/…` paths under its
 * own product name; `/api/{alias}/…` is answered as `/api/fragboard/…` (routing, limits, CORS and
 * all), so only its base URL changes.
 */
function productAlias(alias: string) {
  const prefix = `/api/${alias}/`;
  return (request: { url?: string }) => {
    const url = request.url ?? "/";
    return url.startsWith(prefix) ? `/api/fragboard/${url.slice(prefix.length)}` : url;
  };
}

/** A slow client's request (slowloris) is cut here; an admin's 5 MB map upload takes seconds. */
const REQUEST_RECEIVE_MS = 60_000;
const IDLE_CONNECTION_MS = 120_000;
/** A plugin still loading after this has hung; a slow machine's start stays well under it. */
const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * The API: every route under /api, zod-validated in and out (docs/api.md#conventions). Built in
 * steps, each in server/src/app/: security, caching, providers, the API's routes, the web app.
 */
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
    logController: new RequestLog(),
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustProxy(config.trustProxy),
    // The whole request (headers and body) must arrive within this; a socket idle this long closes.
    requestTimeout: REQUEST_RECEIVE_MS,
    connectionTimeout: IDLE_CONNECTION_MS,
    // Fastify's 10 s per plugin is wall time: on a loaded machine (CI runs a suite beside the
    // start) @fastify/cookie alone took longer, and the server refused to start at all.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    ...(config.apiProductAlias ? { rewriteUrl: productAlias(config.apiProductAlias) } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const version = readVersion(config.commit);
  await registerSecurity(app, { config, commit: version.commit, startup });
  registerDeadlines(app, config.requestBudgetMs);
  const { cache, shared } = await startCaching(app, config);
  // Before every route: its hook times them all.
  const metrics = config.metrics ? registerMetrics(app, cache, database) : null;
  const providers = startProviders(app, { database, config, cache, startup, providerUrls });

  // The simulated league's "today" when SIM_NOW pins it, else the wall clock.
  const pinnedNow = config.sim.now;
  const now = () => (pinnedNow ? new Date(pinnedNow) : new Date());
  const media = mediaUrl(config.publicUrl);
  const boxScores = new BoxScores(database.db, cache, app.log);
  app.decorate("boxScores", boxScores);
  app.addHook("onClose", () => boxScores.close());
  const declaredWrites = await registerApi(app, {
    database,
    config,
    version,
    rateLimits,
    cache,
    shared,
    metrics,
    providers,
    boxScores,
    now,
    mediaUrl: media,
  });
  app.decorate("declaredWrites", declaredWrites);
  await registerWeb(app, { webDist, db: database.db, now, mediaUrl: media, publicUrl: config.publicUrl });
  return app;
}
