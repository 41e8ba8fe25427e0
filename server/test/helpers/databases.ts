import { type Database, type DbKind, openDatabase } from "../../src/db/client.js";
import { openScratchPostgres } from "../../src/db/scratch.js";
import { openSnapshot } from "./snapshots.js";

/**
 * Database tests run on in-memory PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is
 * set (CI), each test file on its own scratch database.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

export const ENGINES: DbKind[] = serverUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * PGlite only, even on CI: for files whose subject is above the repositories (caches and their
 * invalidation, validation, sign-in flows, statement counts). PGlite runs PostgreSQL's own SQL;
 * what PostgreSQL adds is its driver, and every repository function these files call runs on
 * PostgreSQL in a file that takes ENGINES (docs/testing.md#which-files-run-on-postgresql).
 */
export const EMBEDDED_ONLY: DbKind[] = ["pglite"];

/** An empty database with every migration applied: a copy of one migrated once per run. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  return (await openSnapshot(kind, "empty", async () => null)).database;
}

/** An empty database migrated now, from nothing: for the tests of the migrations themselves. */
export async function openFreshDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ kind: "pglite", dataDir: null });
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return openScratchPostgres(serverUrl);
}
