import type { PGlite } from "@electric-sql/pglite";
import {
  type MapEvents,
  type PlayerMapLine,
  playerMapLines,
  type StoredMap,
  storeMap,
} from "@fragboard/core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import Fastify, { type FastifyInstance } from "fastify";
import type { Sql } from "postgres";
import type { Database, Db, DbKind } from "../../src/db/client.js";
import * as schema from "../../src/db/schema/index.js";
import { graphqlRoutes } from "../../src/graphql/index.js";
import { rebuildAggregates } from "../../src/ingest/aggregates.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { ingestMaps } from "../../src/ingest/maps.js";
import { openReadOnlySnapshot } from "../helpers/snapshots.js";
import { buildFixture, type Fixture, NOW } from "./league-fixture.js";

/**
 * A seeded database behind the two GraphQL endpoints, the way app.ts mounts them (under /api),
 * with every SQL statement counted through Drizzle's logger on the same connection.
 */
export type Harness = {
  fixture: Fixture;
  db: Db;
  /** The fixture's maps as the engine stores them, by matchId: the reference for expected values. */
  stored: Map<string, StoredMap>;
  lines: PlayerMapLine[];
  queries: { count: number };
  post(endpoint: "core" | "stats", query: string, variables?: object): Promise<GqlResponse>;
  close(): Promise<void>;
};

export type GqlResponse = {
  status: number;
  /** Answers are checked field by field against the engine. */
  // biome-ignore lint/suspicious/noExplicitAny: answers are walked field by field in the tests
  data: any;
  errors?: { message: string; extensions?: { code?: string } }[];
};

function countingDb(database: Database, queries: { count: number }): Db {
  const logger = { logQuery: () => void queries.count++ };
  const client: unknown = (database.db as unknown as { $client: unknown }).$client;
  return (
    database.kind === "pglite"
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePostgres({ client: client as Sql, schema, logger })
  ) as Db;
}

/** Stored once per run and size (helpers/snapshots.ts); each harness gets its own copy. */
async function seed(database: Database, franchises: number): Promise<Fixture> {
  const fixture = buildFixture(franchises);
  await ingestLeague(database.db, fixture.records);
  await ingestMaps(database, fixture.maps);
  await rebuildAggregates(database.db);
  return fixture;
}

/** Every GraphQL request reads: the worker's files share a read-only copy (openReadOnlySnapshot). */
export async function openHarness(kind: DbKind, franchises: number): Promise<Harness> {
  const { database, value: fixture } = await openReadOnlySnapshot(kind, `graphql_${franchises}`, (database) =>
    seed(database, franchises),
  );

  const queries = { count: 0 };
  const db = countingDb(database, queries);
  const app: FastifyInstance = Fastify();
  await app.register(graphqlRoutes, { prefix: "/api", db, now: () => NOW });
  await app.ready();

  const stored = new Map(fixture.maps.map((m: MapEvents) => [m.matchId, storeMap(m)]));
  return {
    fixture,
    db,
    stored,
    lines: [...stored.values()].flatMap(playerMapLines),
    queries,
    async post(endpoint, query, variables = {}) {
      const res = await app.inject({
        method: "POST",
        url: `/api/graphql/${endpoint}`,
        payload: { query, variables },
      });
      return { status: res.statusCode, ...res.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
