import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, openDatabase } from "./client.js";

/**
 * A fresh, uniquely named PostgreSQL database on the server of `serverUrl`, migrated, and dropped
 * again on close: tests and benchmarks running side by side never share one. `template`: a copy
 * of that database instead of an empty one (test snapshots, server/test/helpers/snapshots.ts).
 */
export async function openScratchPostgres(
  serverUrl: string,
  template?: string,
  options: { statementTimeoutMs?: number } = {},
): Promise<Database> {
  const name = `fragboard_scratch_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
