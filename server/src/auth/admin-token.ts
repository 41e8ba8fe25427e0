import { ADMIN_SCOPE } from "@fragboard/core";
import type { Config } from "../config.js";
import { dbTarget, openDatabase } from "../db/client.js";
import { sessionSecret } from "./secret.js";
import { sessionKey, signSession } from "./session.js";

/**
 * An admin session token for an operator (ingest scripts, curl), signed with the secret the
 * server uses under the same configuration. The embedded database is not opened: its secret is
 * a file, and the running server holds the database.
 */
export async function adminToken(config: Config, discordId: string, days: number): Promise<string> {
  let secret: string;
  if (config.jwtSecret || !config.databaseUrl) {
    secret = await sessionSecret(config.jwtSecret, { kind: "file", dataDir: config.dataDir });
  } else {
    const database = await openDatabase(dbTarget(config));
    try {
      secret = await sessionSecret(null, { kind: "meta", db: database.db });
    } finally {
      await database.close();
    }
  }
  return signSession(sessionKey(secret), { sub: discordId, scopes: [ADMIN_SCOPE] }, `${days}d`);
}
