import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.js";
import { readMeta, writeMetaOnce } from "../db/meta.js";
import { type SessionKey, sessionKey } from "./session.js";

/**
 * The JWT secret: JWT_SECRET when set, else one generated on first use and kept so sessions
 * survive restarts. On PostgreSQL it lives in the meta table, shared by every instance; with the
 * embedded database it is a file in DATA_DIR, which the admin-token command can read while the
 * server holds the database open.
 */
export type SecretStore = { kind: "file"; dataDir: string } | { kind: "meta"; db: Db };

const FILE = "jwt-secret";
const META_KEY = "jwtSecret";
const MIN_LENGTH = 32;

const generate = () => randomBytes(48).toString("base64url");

/** Where the embedded database's generated secret is kept: beside the database, not in it (backups). */
export const secretFile = (dataDir: string) => path.join(dataDir, FILE);

/** A secret file in `dataDir` that the server would use (present and long enough). */
export async function hasSecretFile(dataDir: string): Promise<boolean> {
  const stored = await readFile(secretFile(dataDir), "utf8").catch(() => "");
  return stored.trim().length >= MIN_LENGTH;
}

async function secretInFile(dataDir: string): Promise<string> {
  const file = secretFile(dataDir);
  const stored = await readFile(file, "utf8").catch(() => "");
  if (stored.trim().length >= MIN_LENGTH) return stored.trim();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, generate(), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return (await readFile(file, "utf8")).trim();
}

async function secretInMeta(db: Db): Promise<string> {
  // Two instances starting together: the first insert wins and both read it back.
  await writeMetaOnce(db, META_KEY, generate());
  const value = await readMeta(db, META_KEY);
  if (typeof value !== "string") throw new Error(`meta ${META_KEY} is not a string`);
  return value;
}

export async function sessionSecret(configured: string | null, store: SecretStore): Promise<string> {
  if (configured) return configured;
  return store.kind === "meta" ? secretInMeta(store.db) : secretInFile(store.dataDir);
}

/** Resolved on first use: a server that never checks a session never writes a secret. */
export function lazySessionKey(configured: string | null, store: SecretStore): () => Promise<SessionKey> {
  let key: Promise<SessionKey> | undefined;
  return () => {
    if (!key) {
      const loading = sessionSecret(configured, store).then(sessionKey);
      // A failed read (database down) is retried by the next request.
      loading.catch(() => {
        if (key === loading) key = undefined;
      });
      key = loading;
    }
    return key;
  };
}
