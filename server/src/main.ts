import path from "node:path";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, REPO_ROOT } from "./config.js";
import { connectDatabase, dbTarget } from "./db/client.js";
import { onTerminationSignal, shutDown } from "./http/shutdown.js";
import { Startup } from "./http/starting.js";
import { consoleProgress } from "./seed/progress.js";
import { needsSeed, seedDatabase } from "./seed/seed.js";
import { StartupError } from "./util/startup-error.js";

/** Long enough for the slowest request (an admin map upload), short of a supervisor's kill. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * `npm start`: config, database (locked or reached within a timeout), the port, then the
 * migrations and, on first run, the simulated league, while the port answers with their progress. Everything that can be
 * wrong with the configuration is found in the first seconds (issue #12 item 4).
 */
async function main() {
  const config = loadConfig();
  const { database, migrate } = await connectDatabase(dbTarget(config));
  const startup = new Startup();
  const webDist = path.join(REPO_ROOT, "web", "dist");
  const app = await buildApp({ database, config, logger: true, webDist, startup });

  let stopping = false;
  onTerminationSignal(async (signal) => {
    if (stopping) return;
    stopping = true;
    if (!startup.isReady) {
      // A migration or seed cut short is redone at the next start; nothing else is running yet.
      app.log.info({ signal }, "stopping while starting: the database is prepared again next time");
      process.exit(0);
    }
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const outcome = await shutDown(app, database, SHUTDOWN_TIMEOUT_MS);
    if (outcome === "timed out") app.log.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS} ms`);
    process.exit(outcome === "closed" ? 0 : 1);
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const where = `${config.host}:${config.port}`;
    const reason =
      code === "EADDRINUSE"
        ? "the port is in use by another process: stop it or set PORT"
        : code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN"
          ? "this machine has no such address: check HOST"
          : code === "EACCES"
            ? "not allowed to listen there (ports below 1024 need privileges): set PORT"
            : message;
    throw new StartupError(`Cannot listen on ${where}: ${reason}.`);
  }

  await migrate();
  if (await needsSeed(database.db)) {
    await seedDatabase(
      database,
      { seed: config.sim.seed, now: config.sim.now, simulatedSeasons: null },
      startup.seeding(consoleProgress()),
    );
  }
  startup.finished();
  // A visitor's first read of a played map's box score finds it built (routes/fragboard/box-scores.ts).
  app.boxScores.buildAhead();
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
