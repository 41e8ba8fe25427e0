import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, type DbKind, openDatabase } from "../../src/db/client.js";

/**
 * Database tests run on in-memory PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is
 * set (CI). Each PostgreSQL database is created fresh with a unique name and dropped on close, so
 * test files running in parallel never share one.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

export const ENGINES: DbKind[] = serverUrl ? ["pglite", "postgres"] : ["pglite"];

export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ kind: "pglite", dataDir: null });
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `fragboard_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
