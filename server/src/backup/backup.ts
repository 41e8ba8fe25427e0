import { readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { adminToken } from "../auth/admin-token.js";
import { hasSecretFile, secretFile } from "../auth/secret.js";
import type { Config } from "../config.js";
import { dbTarget, openDatabase } from "../db/client.js";
import { lockDataDir } from "../db/data-dir-lock.js";
import { StartupError } from "../util/startup-error.js";

/**
 * Backups of the embedded database (`npm run backup`, `npm run restore`): one gzipped tar of the
 * PGlite data directory. A stopped server's directory is read directly; a running server (it
 * holds the DATA_DIR lock) is asked for its snapshot through GET /api/admin/backup. PostgreSQL
 * deployments use pg_dump (docs/operations.md#backups).
 */

/** Who the backup command signs its one-minute admin token as (no person: an operator's tool). */
const BACKUP_OPERATOR = "00000000000000000";

function embeddedDir(config: Config): string {
  const target = dbTarget(config);
  if (target.kind !== "pglite" || !target.dataDir) {
    throw new StartupError(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore (docs/operations.md#backups).",
    );
  }
  return target.dataDir;
}

const inUse = (error: unknown) =>
  error instanceof StartupError && error.message.includes("is in use by process");

/** Writes the backup to `file`; says how it was taken. */
export async function backup(config: Config, file: string, serverUrl: string): Promise<"offline" | "online"> {
  const dataDir = embeddedDir(config);
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    database = await openDatabase({ kind: "pglite", dataDir });
  } catch (error) {
    if (!inUse(error)) throw error;
  }
  if (database) {
    try {
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error("the embedded database cannot dump its data directory");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return "offline";
    } finally {
      await database.close();
    }
  }
  const token = await adminToken(config, BACKUP_OPERATOR, 1);
  const url = `${serverUrl.replace(/\/$/, "")}/api/admin/backup`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch((error: unknown) => {
    throw new StartupError(
      `DATA_DIR ${path.dirname(dataDir)} is held by a running server, which did not answer at ${url} (${(error as Error).message}): pass its address with --url.`,
    );
  });
  if (!res.ok) throw new StartupError(`${url} answered ${res.status}: ${await res.text()}`);
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return "online";
}

/**
 * Where the sessions' secret comes from (docs/operations.md#backups): the backup holds the sessions
 * but never the secret (a backup must not be a key that forges admin tokens). `configured`:
 * JWT_SECRET; `file`: the DATA_DIR/jwt-secret file (kept by a restore, copied by hand to a new
 * host); `missing`: the next start generates a new one, and every session of the backup is refused.
 */
export type SecretSource = { kind: "configured" } | { kind: "file" | "missing"; file: string };

export async function secretSource(config: Config): Promise<SecretSource> {
  if (config.jwtSecret) return { kind: "configured" };
  const file = secretFile(config.dataDir);
  return { kind: (await hasSecretFile(config.dataDir)) ? "file" : "missing", file };
}

/**
 * Replaces the embedded database with a backup. The server must be stopped (the lock says so);
 * the current directory is kept beside it as `pglite.before-restore-<time>` (`kept`). DATA_DIR's
 * session secret is left as it is; `secret` says whether the restored sessions will be valid.
 */
export async function restore(
  config: Config,
  file: string,
): Promise<{ kept: string | null; secret: SecretSource }> {
  const dataDir = embeddedDir(config);
  const dump = new Blob([await readFile(file)]);
  const lock = await lockDataDir(dataDir);
  try {
    const existing = await stat(path.join(dataDir, "PG_VERSION")).catch(() => null);
    const kept = existing
      ? `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`
      : null;
    if (kept) await rename(dataDir, kept);
    const client = new PGlite(dataDir, { loadDataDir: dump });
    await client.waitReady;
    await client.query("select 1");
    await client.close();
    return { kept, secret: await secretSource(config) };
  } finally {
    lock.release();
  }
}
