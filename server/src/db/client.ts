import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
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
import { routeByRequest, skipAbortedWork } from "./work-scope.js";

/**
 * Engine choice (docs/data-model.md): a PostgreSQL server when DATABASE_URL is set, else
 * embedded PGlite. Both speak the same dialect, so everything above this file runs the same
 * Drizzle queries on either.
 */

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export type DbTarget =
  /**
   * `statementTimeoutMs`: PostgreSQL's `statement_timeout` on every pooled connection that runs
   * requests' statements (the request budget, docs/operations.md#timeouts); work outside requests
   * gets a pool of its own without it.
   */
  | { kind: "postgres"; url: string; statementTimeoutMs?: number }
  /**
   * dataDir null = in memory (tests); `loadDataDir`: start from a `dumpDataDir` of another
   * instance instead of an empty database (test snapshots, server/test/helpers/snapshots.ts).
   */
  | { kind: "pglite"; dataDir: string | null; loadDataDir?: Blob };

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
  /**
   * Resolves once the database answers a trivial query, within PING_TIMEOUT_MS (the health check).
   * On PostgreSQL over a connection of its own, so a pool held by slow requests does not delay it.
   */
  ping(): Promise<void>;
  /** Embedded only: the whole data directory as one gzipped tar, consistent (taken between queries). */
  dumpDataDir?: () => Promise<Blob>;
  /** Embedded only: calls `observer` with the execution time of every statement (GET /api/metrics); returns the way to stop. */
  onQuery?: (observer: QueryObserver) => () => void;
  close(): Promise<void>;
};

/** From the repository root: this module also runs bundled into server/dist/main.js. */
const MIGRATIONS = path.join(REPO_ROOT, "server", "drizzle");

export function dbTarget(config: {
  databaseUrl: string | null;
  dataDir: string;
  requestBudgetMs: number;
}): DbTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, statementTimeoutMs: config.requestBudgetMs }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

/** Seconds to reach a PostgreSQL server before start-up gives up with a message (not minutes of silence). */
const CONNECT_TIMEOUT_S = 6;
/**
 * The README promises an answer within 10 s of `npm start`: the first working connection must
 * come within this much of the process' start (loading the modules included), and never less than
 * MIN_PROBE_S after asking.
 */
const START_BUDGET_S = 9;
const MIN_PROBE_S = 2;
/** The health check's answer comes within this, database or not. */
const PING_TIMEOUT_MS = 2_000;

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
  return target.kind === "postgres"
    ? connectPostgres(target.url, target.statementTimeoutMs)
    : connectPglite(target.dataDir, target.loadDataDir);
}

/** Connections for work outside requests (seeding, jobs, imports), when requests have their own pool. */
const UNBOUNDED_POOL = 5;

async function connectPostgres(url: string, statementTimeoutMs?: number) {
  // Bulk ingest sends big statements; notices (e.g. "relation exists, skipping") are noise.
  const options = { onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_S };
  // Requests' pool: a startup parameter, so every connection it opens has it, with no extra round trip.
  const client = postgres(url, {
    ...options,
    max: 10,
    ...(statementTimeoutMs ? { connection: { statement_timeout: statementTimeoutMs } } : {}),
  });
  // Opened on first use (postgres.js connects lazily): a CLI that never serves a request uses only this.
  const unbounded = statementTimeoutMs ? postgres(url, { ...options, max: UNBOUNDED_POOL }) : client;
  try {
    const budget = Math.max(MIN_PROBE_S, Math.min(CONNECT_TIMEOUT_S, START_BUDGET_S - process.uptime()));
    await withDeadline(client`select 1`, budget * 1000);
  } catch (error) {
    // Not awaited: ending a connection that never opened waits out its own timeout.
    client.end({ timeout: 0 }).catch(() => {});
    if (unbounded !== client) unbounded.end({ timeout: 0 }).catch(() => {});
    throw new StartupError(
      `DATABASE_URL: cannot use PostgreSQL at ${describeServer(url)}: ${describeFailure(error)}`,
    );
  }
  for (const pool of new Set([client, unbounded])) {
    guardTransactions(pool);
    replayNeverRunStatements(pool);
  }
  const db = drizzlePostgres({ client, schema });
  // Drizzle makes the client it is given pass JSON and dates through untouched (its columns do the
  // mapping). The pool that runs work outside requests must too: without it the bulk insert's JSON
  // text was encoded again as a JSON string, and `npm run seed` on PostgreSQL failed at once.
  Object.assign(unbounded.options.parsers, client.options.parsers);
  Object.assign(unbounded.options.serializers, client.options.serializers);
  routeByRequest(client, unbounded);
  // Opened on the first health check; one connection, never shared with requests' statements.
  const pinger = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: PING_TIMEOUT_MS / 1000 });
  const database: Database = {
    db,
    kind: "postgres",
    ping: async () => {
      await withDeadline(pinger`select 1`, PING_TIMEOUT_MS);
    },
    bulkLoad: postgresBulkLoad(unbounded),
    runExclusive: async (name, work) => {
      // A transaction-scoped lock, not a session lock on a reserved connection: the driver writes
      // to a reserved connection after the server ended it (porsager/postgres#1208), while a
      // transaction is guarded (lost-connections.ts). PostgreSQL drops the lock with the
      // transaction, however it ends.
      let working: Promise<void> | undefined;
      try {
        return await unbounded.begin(async (tx) => {
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
    close: async () => {
      const pools = new Set([client, unbounded]);
      await Promise.all([...[...pools].map((pool) => pool.end({ timeout: 5 })), pinger.end({ timeout: 1 })]);
    },
  };
  return { database, migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS }) };
}

/** host:port/database, without the credentials. */
function describeServer(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * The probe's answer, or a CONNECT_TIMEOUT error after `ms`: the driver retries a server that
 * accepts connections and then drops them for ever, which connect_timeout does not bound.
 */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("deadline"), { code: "CONNECT_TIMEOUT" })), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === "CONNECT_TIMEOUT")
    return "no working connection in time: it never answered, or closed each connection (is the host right, reachable, and a PostgreSQL server?)";
  if (code === "ECONNREFUSED") return "connection refused (is PostgreSQL running on that port?)";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "unknown host";
  return message ?? String(error);
}

const utf8 = new TextEncoder();

/**
 * `json` parameters go to PGlite as UTF-8 bytes (binary format: for `json` the same text). As a
 * string, PGlite's protocol writer counts the bytes in a JavaScript loop over every character: a
 * season's aggregates (2.8 MB of JSON) cost ~50 ms of CPU there, the encoder ~3 ms.
 */
const JSON_AS_BYTES = {
  // Typed as answering a string; the protocol writer sends a byte array as a binary-format value.
  [types.JSON]: (value: unknown) =>
    utf8.encode(typeof value === "string" ? value : JSON.stringify(value)) as unknown as string,
};

async function connectPglite(dataDir: string | null, loadDataDir?: Blob) {
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
    client = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir, serializers: JSON_AS_BYTES });
    await client.waitReady;
  } catch (error) {
    throw damaged(error);
  }
  const onQuery = timePgliteQueries(client);
  skipAbortedWork(client);
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
    // One statement at a time in this process: nothing to race (a running statement holds the thread).
    ping: async () => {
      await db.execute(sql`select 1`);
    },
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
