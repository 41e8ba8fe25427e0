import path from "node:path";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, REPO_ROOT } from "./config.js";
import { dbTarget, openDatabase } from "./db/client.js";
import { onTerminationSignal, shutDown } from "./http/shutdown.js";
import { consoleProgress } from "./seed/progress.js";
import { needsSeed, seedDatabase } from "./seed/seed.js";

/** Long enough for the slowest request (an admin map upload), short of a supervisor's kill. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** `npm start`: config, database (migrated), the simulated league on first run, then the API and web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(dbTarget(config));
  if (await needsSeed(database.db)) {
    await seedDatabase(
      database,
      { seed: config.sim.seed, now: config.sim.now, simulatedSeasons: null },
      consoleProgress(),
    );
  }
  const webDist = path.join(REPO_ROOT, "web", "dist");
  const app = await buildApp({ database, config, logger: true, webDist });

  let stopping = false;
  onTerminationSignal(async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const outcome = await shutDown(app, database, SHUTDOWN_TIMEOUT_MS);
    if (outcome === "timed out") app.log.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS} ms`);
    process.exit(outcome === "closed" ? 0 : 1);
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
