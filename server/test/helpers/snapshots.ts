import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { REPO_ROOT } from "../../src/config.js";
import { type Database, type DbKind, openDatabase } from "../../src/db/client.js";
import { lockDataDir } from "../../src/db/data-dir-lock.js";
import { openScratchPostgres } from "../../src/db/scratch.js";
import { codeDigest } from "../../src/util/code-digest.js";

/**
 * Seed once, copy per file (issue #27): a test database is built once for the code that builds
 * it, kept, and copied for each test file that asks for it, in well under a second instead of a
 * simulation and an ingest per file and engine.
 *
 * - PGlite: a dump of the data directory (dumpDataDir, an uncompressed tar) under
 *   node_modules/.cache, loaded into a fresh in-memory instance.
 * - PostgreSQL: a template database on the TEST_DATABASE_URL server, copied with
 *   CREATE DATABASE … TEMPLATE (one set per checkout, so checkouts sharing the server never drop
 *   each other's; a checkout's set goes once the checkout is gone).
 *
 * A snapshot is keyed by its name and a digest of everything that can change its content (the
 * code of core, sim and server, the migrations, these test helpers, the installed packages), so
 * a change rebuilds it on first use and a clean clone starts with none. Builds are serialised
 * across test workers by a lock (a lock file; an advisory lock on PostgreSQL), so one worker
 * builds while the others wait for it.
 */

const CACHE_DIR = path.join(REPO_ROOT, "node_modules", ".cache", "fragboard-test-snapshots");
const DIGESTED = ["core/src", "sim/src", "server/src", "server/drizzle", "server/test", "package-lock.json"];
/** A build takes seconds; a waiter gives up (and fails its file) well after any honest build. */
const LOCK_WAIT_MS = 600_000;

let digested: string | undefined;

/** Digest of the files that decide what a build produces; test files themselves do not. */
const snapshotDigest = () => {
  digested ??= codeDigest(DIGESTED);
  return digested;
};

export type Snapshot<T> = { database: Database; value: T };

/**
 * A database of `kind` holding what `build` wrote into a migrated empty one, and what `build`
 * returned (kept as JSON, so it must be plain data). `name` tells snapshots apart: a build that
 * takes options needs them in its name (lower-case letters, digits and underscores).
 */
export async function openSnapshot<T>(
  kind: DbKind,
  name: string,
  build: (database: Database) => Promise<T>,
): Promise<Snapshot<T>> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`snapshot name ${name}: use a-z, 0-9 and _`);
  const dir = path.join(CACHE_DIR, name);
  const digest = snapshotDigest();
  const files = { dump: path.join(dir, `${digest}.tar`), value: path.join(dir, `${digest}.json`) };
  if (kind === "pglite") {
    let dump = await readIfPresent(files.dump);
    if (!dump) dump = await underFileLock(dir, () => buildPgliteDump(dir, digest, files, build));
    const database = await openDatabase({ kind: "pglite", dataDir: null, loadDataDir: new Blob([dump]) });
    return { database, value: await readValue<T>(files.value) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = await postgresTemplate(serverUrl, name, digest, files.value, build);
  return { database: await openScratchPostgres(serverUrl, template), value: await readValue<T>(files.value) };
}

/** The worker's read-only copies, by snapshot name (openReadOnlySnapshot). */
const readOnlyCopies = new Map<string, Promise<Database>>();

/**
 * Like openSnapshot, for a test file that only reads. On PGlite the files of a worker share one
 * copy (test files in a worker run one after the other, and the `node` project keeps a worker's
 * modules from file to file): loading a copy is most of a reading file's setup. The copy is
 * read-only (`default_transaction_read_only`), so a write fails the test that makes it rather
 * than change what the next file reads; its `close` leaves it open for the next file, and it goes
 * with the worker. On PostgreSQL a copy is cheap and each file gets its own, as openSnapshot.
 * The value is frozen (readValue), so no file sees another's changes to it either.
 */
export async function openReadOnlySnapshot<T>(
  kind: DbKind,
  name: string,
  build: (database: Database) => Promise<T>,
): Promise<Snapshot<T>> {
  if (kind === "postgres") return openSnapshot(kind, name, build);
  let copy = readOnlyCopies.get(name);
  if (!copy) {
    copy = openSnapshot(kind, name, build).then(async ({ database }) => {
      await database.db.execute(sql`set default_transaction_read_only = on`);
      return { ...database, close: async () => {} };
    });
    readOnlyCopies.set(name, copy);
    // A failed open is not kept: the next file tries again (and fails on its own).
    copy.catch(() => readOnlyCopies.delete(name));
  }
  const database = await copy;
  return { database, value: await readValue<T>(path.join(CACHE_DIR, name, `${snapshotDigest()}.json`)) };
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
}

/** The worker's parsed values, by file: the routes snapshot's is 23 MB of JSON, a second to parse. */
const values = new Map<string, Promise<unknown>>();

/**
 * A snapshot's value, parsed once per worker and deeply frozen: the files of a worker share it
 * (the `node` project keeps a worker's modules from file to file), and a test that changed it
 * would throw (ES modules are strict) instead of changing what the next file reads.
 */
async function readValue<T>(file: string): Promise<T> {
  let value = values.get(file);
  if (!value) {
    value = readFile(file, "utf8").then((text) => deepFreeze(JSON.parse(text)));
    values.set(file, value);
    value.catch(() => values.delete(file));
  }
  return (await value) as T;
}

/** Freezes `value` and everything it holds, for values the files of a worker share. */
export function deepFreeze<V>(value: V): V {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeAtomically(file: string, data: string | Uint8Array) {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** Runs `work` holding the lock beside `dir`, waiting while another process holds it. */
async function underFileLock<R>(dir: string, work: () => Promise<R>): Promise<R> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const lock = await lockDataDir(dir);
      try {
        return await work();
      } finally {
        lock.release();
      }
    } catch (error) {
      const busy = (error as Error).message.includes("is in use by process");
      if (!busy || Date.now() > deadline) throw error;
      await delay(250);
    }
  }
}

async function buildPgliteDump<T>(
  dir: string,
  digest: string,
  files: { dump: string; value: string },
  build: (database: Database) => Promise<T>,
): Promise<Buffer> {
  // Built by the worker that held the lock before this one.
  const ready = await readIfPresent(files.dump);
  if (ready) return ready;
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    const value = await build(database);
    // Not gzipped as backups are: a plain tar loads a third faster, and every test file loads one.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    await mkdir(dir, { recursive: true });
    await writeAtomically(files.value, JSON.stringify(value));
    await writeAtomically(files.dump, dump);
    // Snapshots of older code are of no more use.
    for (const file of await readdir(dir))
      if (!file.startsWith(digest)) await rm(path.join(dir, file), { force: true });
    return dump;
  } finally {
    await database.close();
  }
}

/**
 * The name of a complete template database for this snapshot, built now if there is none.
 * "Complete" = marked IS_TEMPLATE, which happens last: a build killed halfway is redone.
 */
async function postgresTemplate<T>(
  serverUrl: string,
  name: string,
  digest: string,
  valueFile: string,
  build: (database: Database) => Promise<T>,
): Promise<string> {
  const worktree = createHash("sha256").update(REPO_ROOT).digest("hex").slice(0, 6);
  const prefix = `fbt_${worktree}_${name}_`;
  const template = `${prefix}${digest.slice(0, 12)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const state = async () =>
    (
      await admin<{ complete: boolean }[]>`
        select datistemplate as complete from pg_database where datname = ${template}`
    )[0];
  const valueKept = async () => (await readIfPresent(valueFile)) !== null;
  try {
    if ((await state())?.complete && (await valueKept())) return template;
    await admin`select pg_advisory_lock(hashtext(${prefix}))`;
    if ((await state())?.complete && (await valueKept())) return template;
    // Older builds of this snapshot, and any snapshot of a checkout that is gone (a clean clone
    // in a temporary folder, say): each template names its checkout in its comment.
    const templates = await admin<{ datname: string; checkout: string | null }[]>`
      select datname, shobj_description(oid, 'pg_database') as checkout
      from pg_database where starts_with(datname, 'fbt_')`;
    for (const { datname, checkout } of templates) {
      if (!datname.startsWith(prefix) && (!checkout || existsSync(checkout))) continue;
      await admin.unsafe(`alter database ${datname} is_template false`);
      await admin.unsafe(`drop database ${datname} with (force)`);
    }
    await admin.unsafe(`create database ${template}`);
    await admin.unsafe(`comment on database ${template} is '${REPO_ROOT.replaceAll("'", "''")}'`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      const value = await build(database);
      await mkdir(path.dirname(valueFile), { recursive: true });
      await writeAtomically(valueFile, JSON.stringify(value));
    } finally {
      await database.close();
    }
    await admin.unsafe(`alter database ${template} is_template true`);
    return template;
  } finally {
    await admin.end();
  }
}
