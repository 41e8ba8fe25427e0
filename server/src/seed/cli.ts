import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../config.js";
import { dbTarget, openDatabase } from "../db/client.js";
import { describeCliFailure } from "../util/cli.js";
import { consoleProgress } from "./progress.js";
import { seedDatabase } from "./seed.js";

/**
 * `npm run seed -- [--seasons N] [--seed S] [--now ISO] [--force]`: fills the configured database
 * with a simulated league. Flags override SIM_SEED / SIM_NOW.
 */

const argsSchema = z.object({
  seasons: z.coerce
    .number({ error: "--seasons must be a whole number from 1 to 20" })
    .int("--seasons must be a whole number from 1 to 20")
    .min(1, "--seasons must be a whole number from 1 to 20")
    .max(20, "--seasons must be a whole number from 1 to 20")
    .optional(),
  seed: z.string().min(1, "--seed must not be empty").optional(),
  now: z.iso
    .datetime({ error: "--now must be an ISO date-time in UTC, e.g. 2025-03-01T12:00:00Z" })
    .optional(),
  force: z.boolean().default(false),
});

async function main() {
  const { values } = parseArgs({
    options: {
      seasons: { type: "string" },
      seed: { type: "string" },
      now: { type: "string" },
      force: { type: "boolean" },
    },
    strict: true,
  });
  const args = argsSchema.parse(values);
  const config = loadConfig();
  const database = await openDatabase(dbTarget(config));
  try {
    await seedDatabase(
      database,
      {
        seed: args.seed ?? config.sim.seed,
        now: args.now ?? config.sim.now,
        simulatedSeasons: args.seasons ?? null,
        force: args.force,
      },
      consoleProgress(),
    );
  } finally {
    await database.close();
  }
}

const USAGE = "usage: npm run seed -- [--seasons N] [--seed TEXT] [--now ISO-DATE-TIME] [--force]";

main().catch((error: unknown) => {
  console.error(describeCliFailure(error, USAGE));
  process.exitCode = 1;
});
