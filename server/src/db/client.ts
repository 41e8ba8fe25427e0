import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { type BulkLoad, pgliteBulkLoad, postgresBulkLoad } from "./copy.js";
import * as schema from "./schema/index.js";

/**
 * Engine choice (ARCHITECTURE.md "Stack"): a PostgreSQL server when DATABASE_URL is set, else
 * embedded PGlite. Both speak the same dialect, so everything above this file runs the same
 * Drizzle queries on either.
 */

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export type DbTarget =
  | { kind: "postgres"; url: string }
  /** dataDir null = in memory (tests). */
  | { kind: "pglite"; dataDir: string | null };

export type Database = {
  db: Db;
  kind: DbKind;
  /** COPY-based bulk load in one transaction (seed); regular writes use `db`. */
  bulkLoad: BulkLoad;
  close(): Promise<void>;
};

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

export function dbTarget(config: { databaseUrl: string | null; dataDir: string }): DbTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DbTarget): Promise<Database> {
  if (target.kind === "postgres") {
    // Bulk ingest sends big statements; notices (e.g. "relation exists, skipping") are noise.
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    return { db, kind: "postgres", bulkLoad: postgresBulkLoad(client), close: () => client.end() };
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir ?? undefined);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db, kind: "pglite", bulkLoad: pgliteBulkLoad(client), close: () => client.close() };
}
