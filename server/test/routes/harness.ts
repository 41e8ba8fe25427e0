import { type MapEvents, type StoredMap, storeMap } from "@fragboard/core";
import { type CommunityRecords, type LeagueRecords, simulateLeague } from "@fragboard/sim";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database, DbKind } from "../../src/db/client.js";
import { rebuildAggregates } from "../../src/ingest/aggregates.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { ingestMaps } from "../../src/ingest/maps.js";
import { seedCommunity } from "../../src/seed/community.js";
import { TEST_NOW } from "../helpers/league.js";
import { deepFreeze, openReadOnlySnapshot, openSnapshot } from "../helpers/snapshots.js";

/**
 * A seeded app for the route tests: a simulated league with a completed season before the
 * current one (at match day 5 on TEST_NOW), whose Premier maps are stored (the other tiers' maps
 * are left out to keep the test small), its aggregates and its simulated community.
 */
export type RoutesHarness = {
  database: Database;
  league: LeagueRecords;
  /** The stored maps as the engine sees them: the reference for expected values. */
  maps: StoredMap[];
  community: CommunityRecords;
  currentSeason: number;
  app: FastifyInstance;
  get(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

const SEED = "routes-test";
const NOW = new Date(TEST_NOW);

/** What the snapshot holds besides the database: the records the tests compare answers with. */
type Seeded = {
  league: LeagueRecords;
  events: MapEvents[];
  currentSeason: number;
  community: CommunityRecords;
};

/** Simulated and stored once per run (helpers/snapshots.ts); each harness gets its own copy. */
async function seed(database: Database): Promise<Seeded> {
  const sim = simulateLeague({ seed: SEED, now: NOW, simulatedSeasons: 2 });
  const events = [...sim.maps((m) => m.tier === "Premier")];
  await ingestLeague(database.db, sim.league);
  await ingestMaps(database, events);
  await rebuildAggregates(database.db);
  const community = await seedCommunity(database, sim.league, { seed: SEED, now: NOW });
  return { league: sim.league, events, currentSeason: sim.currentSeason, community };
}

/**
 * The stored maps of the snapshot's events, computed once per worker (the events are shared and
 * frozen: helpers/snapshots.ts) and only for files that read them: a third of a second of CPU.
 */
const storedMaps = new WeakMap<MapEvents[], StoredMap[]>();
function storedMapsOf(events: MapEvents[]): StoredMap[] {
  let maps = storedMaps.get(events);
  if (!maps) {
    maps = deepFreeze(events.map(storeMap));
    storedMaps.set(events, maps);
  }
  return maps;
}

/**
 * `env`: configuration on top of the pinned SIM_NOW (sign-in providers, admins...), or a function
 * of the league for values naming its people. `readOnly`: for files that only read; the database
 * is then shared with the worker's other such files, and refuses writes
 * (helpers/snapshots.ts, openReadOnlySnapshot).
 */
export async function openRoutesHarness(
  kind: DbKind,
  env: NodeJS.ProcessEnv | ((league: LeagueRecords) => NodeJS.ProcessEnv) = {},
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<RoutesHarness> {
  const { database, value } = await (readOnly ? openReadOnlySnapshot : openSnapshot)(kind, "routes", seed);
  const { league, events, currentSeason, community } = value;
  const app: FastifyInstance = await buildApp({
    database,
    config: loadConfig({ ...(typeof env === "function" ? env(league) : env), SIM_NOW: TEST_NOW }),
  });
  return {
    database,
    league,
    get maps() {
      return storedMapsOf(events);
    },
    community,
    currentSeason,
    app,
    get: (url) => app.inject({ method: "GET", url }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
