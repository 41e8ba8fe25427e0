import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { REPO_ROOT } from "../config.js";
import { StartupError } from "../util/startup-error.js";
import { type BulkLoad, pgliteBulkLoad, postgresBulkLoad } from "./copy.js";
import { lockDataDir } from "./data-dir-lock.js";
import { guardTransactions, replayNeverRunStatements } from "./lost-connections.js";
import { type QueryObserver, timePgliteQueries } from "./query-timer.js";
import * as schema from "./schema/index.js";

/**
 * Engine choice (docs/data-model.md): a PostgreSQL server when DATABASE_URL is set, else
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
  /**
   * Runs `work` unless another holder of `name` is running it, here or in any other instance on
   * the same database (a PostgreSQL advisory lock); false = skipped.
   */
  runExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
  /** Embedded only: the whole data directory as one gzipped tar, consistent (taken between queries). */
  dumpDataDir?: () => Promise<Blob>;
  /** Embedded only: calls `observer` with the execution time of every statement (GET /api/metrics); returns the way to stop. */
  onQuery?: (observer: QueryObserver) => () => void;
  close(): Promise<void>;
};

/** From the repository root: this module also runs bundled into server/dist/main.js. */
const MIGRATIONS = path.join(REPO_ROOT, "server", "drizzle");

export function dbTarget(config: { databaseUrl: string | null; dataDir: string }): DbTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

/** Seconds to reach a PostgreSQL server before start-up gives up with a message (not minutes of silence). */
const CONNECT_TIMEOUT_S = 10;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DbTarget): Promise<Database> {
  const { database, migrate } = await connectDatabase(target);
  try {
    await migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The quick half of opening: the data directory locked or the server reached, so a wrong
 * setting fails in seconds; `migrate` is the possibly long half (a first start creates every
 * table), which `npm start` runs once its port answers.
 */
export async function connectDatabase(
  target: DbTarget,
): Promise<{ database: Database; migrate(): Promise<void> }> {
  return target.kind === "postgres" ? connectPostgres(target.url) : connectPglite(target.dataDir);
}

async function connectPostgres(url: string) {
  // Bulk ingest sends big statements; notices (e.g. "relation exists, skipping") are noise.
  const client = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_S });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 0 });
    throw new StartupError(
      `DATABASE_URL: cannot use PostgreSQL at ${describeServer(url)}: ${describeFailure(error)}`,
    );
  }
  guardTransactions(client);
  replayNeverRunStatements(client);
  const db = drizzlePostgres({ client, schema });
  const database: Database = {
    db,
    kind: "postgres",
    bulkLoad: postgresBulkLoad(client),
    runExclusive: async (name, work) => {
      // A transaction-scoped lock, not a session lock on a reserved connection: the driver writes
      // to a reserved connection after the server ended it (porsager/postgres#1208), while a
      // transaction is guarded (lost-connections.ts). PostgreSQL drops the lock with the
      // transaction, however it ends.
      let working: Promise<void> | undefined;
      try {
        return await client.begin(async (tx) => {
          const [row] = await tx`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`;
          if (!row?.locked) return false;
          working = work();
          await working;
          return true;
        });
      } catch (error) {
        // The lock's connection lost mid-run: the work (on other connections) still ends first.
        await working?.catch(() => {});
        throw error;
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
  return { database, migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS }) };
}

/** host:port/database, without the credentials. */
function describeServer(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

function describeFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === "CONNECT_TIMEOUT")
    return `no answer within ${CONNECT_TIMEOUT_S} s (is the host right, and reachable?)`;
  if (code === "ECONNREFUSED") return "connection refused (is PostgreSQL running on that port?)";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "unknown host";
  return message ?? String(error);
}

async function connectPglite(dataDir: string | null) {
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  const damaged = (error: unknown) => {
    lock?.release();
    if (!dataDir) return error;
    // PGlite reports a damaged directory as a WebAssembly abort: say which directory, and what to do.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return new StartupError(
      `DATA_DIR ${path.dirname(dataDir)}: the embedded database in ${dataDir} could not be opened (PGlite failed: ${reason}). ` +
        "If it is damaged, restore a backup (npm run restore) or move the directory away to start afresh.",
    );
  };
  let client: PGlite;
  try {
    client = new PGlite(dataDir ?? undefined);
    await client.waitReady;
  } catch (error) {
    throw damaged(error);
  }
  const onQuery = timePgliteQueries(client);
  const db = drizzlePglite({ client, schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  // One process per data directory (the lock above): exclusion within this process is enough.
  const running = new Set<string>();
  const runExclusive = async (name: string, work: () => Promise<void>) => {
    if (running.has(name)) return false;
    running.add(name);
    try {
      await work();
      return true;
    } finally {
      running.delete(name);
    }
  };
  const database: Database = {
    db,
    kind: "pglite",
    bulkLoad: pgliteBulkLoad(client),
    runExclusive,
    dumpDataDir: () => client.dumpDataDir("gzip"),
    onQuery,
    close,
  };
  const migrate = async () => {
    try {
      await migratePglite(db, { migrationsFolder: MIGRATIONS });
    } catch (error) {
      // A WebAssembly abort is the engine failing on its files; a migration's own error stays as is.
      throw (error as Error).name === "RuntimeError" ? damaged(error) : error;
    }
  };
  return { database, migrate };
}
