import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { dbTarget, openDatabase } from "./db/client.js";
import { consoleProgress } from "./seed/progress.js";
import { needsSeed, seedDatabase } from "./seed/seed.js";

/** `npm start`: config, database (migrated), the simulated league on first run, then the API. */
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
  const app = await buildApp({ database, config, logger: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
