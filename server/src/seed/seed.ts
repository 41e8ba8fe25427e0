import { type SimOptions, simulateLeague } from "@fragboard/sim";
import { getTableName, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Db } from "../db/client.js";
import { readMeta, writeMeta } from "../db/meta.js";
import {
  extendedStats,
  kills,
  mapPlayers,
  maps,
  playerMapLines,
  playerRounds,
  rounds,
  seasonStats,
  seasons,
  teamMapLines,
} from "../db/schema/index.js";
import { rebuildAggregates } from "../ingest/aggregates.js";
import { ingestLeague, LEAGUE_TABLES } from "../ingest/league.js";
import { loadMapBatches } from "../ingest/maps.js";
import { seedCommunity } from "./community.js";
import { seedMapBatches } from "./map-batches.js";
import { type Progress, silentProgress } from "./progress.js";

/**
 * Fills the database with a simulated league. Idempotent: the meta row "seed" records what was
 * generated, and a second run asking for the same league does nothing.
 */

/** Bump when the simulator or the engine changes what a seed produces, so old databases reseed. */
export const SEED_DATA_VERSION = 9;

const seedInfoSchema = z.object({
  seed: z.string(),
  now: z.string(),
  simulatedSeasons: z.number().int().nullable(),
  /** A smaller league's teams per tier (tests); absent for the full league. */
  teamsPerTier: z.number().int().optional(),
  dataVersion: z.number().int(),
  startedAt: z.string(),
  /** null while seeding: a run that died half-way is detected and redone. */
  completedAt: z.string().nullable(),
});
export type SeedInfo = z.infer<typeof seedInfoSchema>;

export type SeedOptions = {
  seed: string;
  /** The simulated "today"; null = keep the one of an existing seed, or the wall clock for a new one. */
  now: string | null;
  /** null = the simulator's default. */
  simulatedSeasons: number | null;
  /** The simulator's smaller league (tests); absent = the full league. */
  teamsPerTier?: number;
  /** Reseed even when the database already holds this league. */
  force?: boolean;
};

export type SeedResult = { seeded: boolean; info: SeedInfo };

const SEED_KEY = "seed";

/** Everything a seed writes besides the community, which seedCommunity replaces. */
const SEEDED_TABLES = [
  ...LEAGUE_TABLES,
  maps,
  mapPlayers,
  rounds,
  kills,
  playerRounds,
  playerMapLines,
  teamMapLines,
  seasonStats,
  extendedStats,
];

export async function readSeedInfo(db: Db): Promise<SeedInfo | null> {
  const parsed = seedInfoSchema.safeParse(await readMeta(db, SEED_KEY));
  return parsed.success ? parsed.data : null;
}

const sameLeague = (info: SeedInfo, options: SeedOptions) =>
  info.completedAt !== null &&
  info.dataVersion === SEED_DATA_VERSION &&
  info.seed === options.seed &&
  info.simulatedSeasons === options.simulatedSeasons &&
  info.teamsPerTier === options.teamsPerTier &&
  (options.now === null || Date.parse(options.now) === Date.parse(info.now));

/** True when start-up must seed: no league at all, or a seed that never finished. */
export async function needsSeed(db: Db): Promise<boolean> {
  const info = await readSeedInfo(db);
  if (info) return info.completedAt === null;
  const [season] = await db.select({ number: seasons.number }).from(seasons).limit(1);
  return season === undefined;
}

export async function seedDatabase(
  database: Database,
  options: SeedOptions,
  progress: Progress = silentProgress,
): Promise<SeedResult> {
  const { db } = database;
  const existing = await readSeedInfo(db);
  if (existing && !options.force && sameLeague(existing, options)) {
    progress.log(
      `Database already holds the league of seed "${existing.seed}" (now ${existing.now}); nothing to do.`,
    );
    return { seeded: false, info: existing };
  }

  const started = performance.now();
  const info: SeedInfo = {
    seed: options.seed,
    now: options.now ?? new Date().toISOString(),
    simulatedSeasons: options.simulatedSeasons,
    teamsPerTier: options.teamsPerTier,
    dataVersion: SEED_DATA_VERSION,
    startedAt: new Date().toISOString(),
    completedAt: null,
  };
  await wipeSeededTables(db);
  await writeMeta(db, SEED_KEY, info);

  const simOptions: SimOptions = {
    seed: info.seed,
    now: new Date(info.now),
    ...(info.simulatedSeasons === null ? {} : { simulatedSeasons: info.simulatedSeasons }),
    ...(info.teamsPerTier === undefined ? {} : { teamsPerTier: info.teamsPerTier }),
  };
  // The league's records here; its played maps come from the worker of seedMapBatches.
  const league = simulateLeague(simOptions);
  progress.log(`Seeding the simulated league "${info.seed}" (today = ${info.now})`);
  await ingestLeague(db, league.league);
  progress.log(`  league: ${league.league.players.length} players, ${league.league.teams.length} teams`);
  progress.start(league.mapCount, "maps");
  await loadMapBatches(database, seedMapBatches(simOptions), (done) => progress.update(done));
  progress.stop();
  progress.log("  computing season aggregates");
  await rebuildAggregates(db);
  progress.log("  simulating the community");
  await seedCommunity(database, league.league, { seed: info.seed, now: new Date(info.now) });

  const done: SeedInfo = { ...info, completedAt: new Date().toISOString() };
  await writeMeta(db, SEED_KEY, done);
  progress.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { seeded: true, info: done };
}

async function wipeSeededTables(db: Db) {
  const names = SEEDED_TABLES.map((t) => `"${getTableName(t)}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${names}`));
}
