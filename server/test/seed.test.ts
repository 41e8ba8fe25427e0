import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../src/db/client.js";
import { maps, players, seasonStats } from "../src/db/schema/index.js";
import type { Progress } from "../src/seed/progress.js";
import { needsSeed, readSeedInfo, seedDatabase } from "../src/seed/seed.js";
import { ENGINES, openTestDatabase } from "./helpers/databases.js";
import { TEST_NOW, tinyLeague } from "./helpers/league.js";

const counts = async (db: Db) => ({
  players: (await db.select({ n: count() }).from(players))[0]?.n,
  maps: (await db.select({ n: count() }).from(maps))[0]?.n,
  seasonStats: (await db.select({ n: count() }).from(seasonStats))[0]?.n,
});

const playerNames = async (db: Db) =>
  (await db.select({ name: players.name }).from(players)).map((p) => p.name).sort();

/**
 * What seeding does is the same for any size of league, so these seed the simulator's smallest
 * (two teams a tier, one season: about a tenth of the maps of the full season). Each seed still
 * simulates, ingests and aggregates a league: seconds alone, a minute on a loaded machine.
 */
const SEEDING = 240_000;
const LEAGUE = { now: TEST_NOW, simulatedSeasons: 1, teamsPerTier: 2 };
const mapCount = (seed: string) => tinyLeague(seed).mapCount;

describe.each(ENGINES)("seed on %s", (kind) => {
  let database: Database;
  const options = { seed: "seed-test", ...LEAGUE };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("an empty database needs seeding", async () => {
    expect(await needsSeed(database.db)).toBe(true);
  });

  it("fills the database with the simulated league and records what it generated", {
    timeout: SEEDING,
  }, async () => {
    const result = await seedDatabase(database, options);
    expect(result.seeded).toBe(true);
    expect(result.info).toMatchObject(options);
    expect(result.info.completedAt).not.toBeNull();
    expect(await readSeedInfo(database.db)).toEqual(result.info);
    expect(await needsSeed(database.db)).toBe(false);
    const filled = await counts(database.db);
    expect(filled.maps).toBe(mapCount("seed-test"));
    expect(filled.players).toBeGreaterThan(100);
    expect(filled.seasonStats).toBeGreaterThan(100);
  });

  it("does nothing when asked for the same league again", async () => {
    const before = await counts(database.db);
    const info = await readSeedInfo(database.db);
    const result = await seedDatabase(database, options);
    expect(result).toEqual({ seeded: false, info });
    // No "now" given means "whatever today the existing league has".
    expect((await seedDatabase(database, { ...options, now: null })).seeded).toBe(false);
    expect(await counts(database.db)).toEqual(before);
  });

  it("reseeds from scratch with --force, and redoes a seed cut short, reproducing the same league", {
    timeout: SEEDING,
  }, async () => {
    const before = await counts(database.db);
    const names = await playerNames(database.db);
    // --force starts over although the league is complete. Cut short as it begins, as a stopped
    // start-up leaves it, that seed is redone by the next without --force: one seed for both.
    const cut = new Error("cut short");
    const stopWhenSeeding: Progress = {
      log: (message) => {
        if (message.startsWith("Seeding")) throw cut;
      },
      start: () => {},
      update: () => {},
      stop: () => {},
    };
    await expect(seedDatabase(database, { ...options, force: true }, stopWhenSeeding)).rejects.toBe(cut);
    expect((await readSeedInfo(database.db))?.completedAt).toBeNull();
    expect((await counts(database.db)).maps).toBe(0);
    expect(await needsSeed(database.db)).toBe(true);
    const result = await seedDatabase(database, options);
    expect(result.seeded).toBe(true);
    expect(await counts(database.db)).toEqual(before);
    expect(await playerNames(database.db)).toEqual(names);
  });

  it("replaces the league when the seed differs", { timeout: SEEDING }, async () => {
    const names = await playerNames(database.db);
    const result = await seedDatabase(database, { ...options, seed: "another-seed" });
    expect(result.seeded).toBe(true);
    expect((await readSeedInfo(database.db))?.seed).toBe("another-seed");
    expect(await playerNames(database.db)).not.toEqual(names);
    // Nothing of the old league is left over.
    expect((await counts(database.db)).maps).toBe(mapCount("another-seed"));
  });
});
