import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { graphqlRoutes } from "./graphql/index.js";
import { registerErrorHandlers } from "./http/errors.js";
import { JsonCache } from "./http/json-cache.js";
import { configRoutes } from "./routes/config/index.js";
import { cscRoutes } from "./routes/csc/index.js";
import { fragboardRoutes } from "./routes/fragboard/index.js";
import { notificationsRoutes } from "./routes/notifications/index.js";
import { profileRoutes } from "./routes/profile/index.js";
import { serversRoutes } from "./routes/servers/index.js";
import { systemRoutes } from "./routes/system/index.js";
import { readVersion } from "./routes/system/version.js";

export type AppOptions = {
  database: Database;
  config: Config;
  /** Pino logging; tests leave it off. */
  logger?: boolean;
};

/** The API: every route under /api, zod-validated in and out (ARCHITECTURE.md "API conventions"). */
export async function buildApp({ database, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger && { level: config.logLevel } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  // The simulated league's "today" when SIM_NOW pins it, else the wall clock.
  const pinnedNow = config.sim.now;
  const now = () => (pinnedNow ? new Date(pinnedNow) : new Date());
  const cache = new JsonCache();

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database, version: readVersion(config.commit) });
      await api.register(cscRoutes, { prefix: "/csc", db: database.db, cache, now });
      await api.register(graphqlRoutes, { db: database.db, now });
      await api.register(fragboardRoutes, { prefix: "/fragboard", db: database.db, cache });
      await api.register(profileRoutes, { db: database.db });
      await api.register(serversRoutes, { db: database.db });
      await api.register(notificationsRoutes, { db: database.db });
      await api.register(configRoutes, { db: database.db });
    },
    { prefix: "/api" },
  );
  return app;
}
