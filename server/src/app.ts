import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { lazySessionKey } from "./auth/secret.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { graphqlRoutes } from "./graphql/index.js";
import { registerCacheControl } from "./http/cache-control.js";
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS, GZIP_OPTIONS } from "./http/compression.js";
import { answerNotFound, registerErrorHandler } from "./http/errors.js";
import { registerLiveEtags } from "./http/etag.js";
import { JsonCache } from "./http/json-cache.js";
import { registerOpenApi } from "./http/openapi.js";
import { DEFAULT_RATE_LIMITS, type RateLimits, registerRateLimit } from "./http/rate-limit.js";
import { registerSecurityHeaders, requestId } from "./http/security.js";
import { closeConnectionsWhenClosing } from "./http/shutdown.js";
import { adminRoutes } from "./routes/admin/index.js";
import { configRoutes } from "./routes/config/index.js";
import { cscRoutes } from "./routes/csc/index.js";
import { fragboardRoutes } from "./routes/fragboard/index.js";
import { imagesRoutes } from "./routes/images/index.js";
import { notificationsRoutes } from "./routes/notifications/index.js";
import { profileRoutes } from "./routes/profile/index.js";
import { serversRoutes } from "./routes/servers/index.js";
import { systemRoutes } from "./routes/system/index.js";
import { readVersion } from "./routes/system/version.js";
import { registerWebApp } from "./web/hosting.js";

export type AppOptions = {
  database: Database;
  config: Config;
  /** Pino logging; tests leave it off. */
  logger?: boolean;
  /** The built web app to serve next to the API (`npm start`); unset = the API only. */
  webDist?: string;
  rateLimits?: RateLimits;
};

/** The API: every route under /api, zod-validated in and out (ARCHITECTURE.md "API conventions"). */
export async function buildApp({
  database,
  config,
  logger = false,
  webDist,
  rateLimits = DEFAULT_RATE_LIMITS,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { level: config.logLevel },
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeConnectionsWhenClosing(app);
  await registerSecurityHeaders(app);
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
  const cache = new JsonCache();
  const version = readVersion(config.commit);
  const sessionKey = lazySessionKey(
    config.jwtSecret,
    database.kind === "postgres"
      ? { kind: "meta", db: database.db }
      : { kind: "file", dataDir: config.dataDir },
  );

  await app.register(
    async (api) => {
      await registerOpenApi(api, { version: version.commit });
      await registerRateLimit(api, rateLimits);
      registerCacheControl(api);
      registerLiveEtags(api);
      api.setNotFoundHandler(answerNotFound);

      await api.register(systemRoutes, { database, version });
      await api.register(cscRoutes, { prefix: "/csc", db: database.db, cache, now });
      await api.register(graphqlRoutes, { db: database.db, now, cache });
      await api.register(fragboardRoutes, { prefix: "/fragboard", db: database.db, cache });
      await api.register(profileRoutes, { db: database.db });
      await api.register(serversRoutes, { db: database.db });
      await api.register(notificationsRoutes, { db: database.db });
      await api.register(configRoutes, { db: database.db });
      await api.register(imagesRoutes, { db: database.db });
      await api.register(adminRoutes, {
        prefix: "/admin",
        db: database.db,
        cache,
        sessionKey,
        limits: rateLimits,
      });
    },
    { prefix: "/api" },
  );

  if (webDist) await registerWebApp(app, webDist);
  else app.setNotFoundHandler(answerNotFound);
  return app;
}
