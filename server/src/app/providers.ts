import type { FastifyInstance } from "fastify";
import { lazySessionKey } from "../auth/secret.js";
import { Sessions } from "../auth/sessions.js";
import { Jobs } from "../cluster/jobs.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { JsonCache } from "../http/json-cache.js";
import { invalidatePlayedMaps } from "../http/played-maps.js";
import type { Startup } from "../http/starting.js";
import { startOutward } from "../outward/start.js";
import { faceitProvider } from "../providers/faceit/provider.js";
import { gameServerProvider } from "../providers/servers/index.js";
import { twitchProvider } from "../providers/twitch/provider.js";
import { GameServers } from "../routes/servers/game-servers.js";

/** How often one instance looks for game servers past their end (docs/operations.md#game-servers). */
const SERVER_EXPIRY_JOB = "server-expiry";
const SERVER_EXPIRY_EVERY_MS = 30_000;

export type ProviderUrls = { faceit?: string; twitchAuth?: string; twitchApi?: string };

/**
 * What the routes lean on besides the database: background jobs, the game servers and their
 * expiry, the sessions (their key and table), and the FACEIT and Twitch clients (pointed at local fakes by tests).
 * Decorates the app with `jobs` and `gameServers`; all of it stops when the app closes.
 */
export function startProviders(
  app: FastifyInstance,
  {
    database,
    config,
    cache,
    startup,
    providerUrls,
  }: { database: Database; config: Config; cache: JsonCache; startup?: Startup; providerUrls: ProviderUrls },
) {
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
  });
  const outbox = startOutward(app, { database, config, jobs, startup });
  app.decorate("outbox", outbox);
  const sessionKey = lazySessionKey(
    config.jwtSecret,
    database.kind === "postgres"
      ? { kind: "meta", db: database.db }
      : { kind: "file", dataDir: config.dataDir },
  );
  const sessions = new Sessions(database.db, sessionKey, cache);
  const faceit = faceitProvider(database.db, {
    apiKey: config.faceitApiKey,
    hubs: config.faceitHubs,
    baseUrl: providerUrls.faceit,
    onEloChange: () => invalidatePlayedMaps(cache, "all"),
  });
  const twitch = twitchProvider(config.twitch, {
    authUrl: providerUrls.twitchAuth ?? config.twitch?.authUrl ?? undefined,
    apiUrl: providerUrls.twitchApi ?? config.twitch?.apiUrl ?? undefined,
  });
  return { gameServers, sessions, faceit, twitch };
}

export type Providers = ReturnType<typeof startProviders>;
