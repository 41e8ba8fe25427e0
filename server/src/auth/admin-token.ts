import { randomUUID } from "node:crypto";
import { ADMIN_SCOPE } from "@fragboard/core";
import type { Config } from "../config.js";
import { dbTarget, openDatabase } from "../db/client.js";
import { insertSession } from "../repositories/sessions/sessions.js";
import { sessionSecret } from "./secret.js";
import { sessionKey, signSession } from "./session.js";

/**
 * An admin session token for an operator (ingest scripts, curl), signed with the secret the
 * server uses under the same configuration. It is a session like a sign-in (docs/auth.md#sessions):
 * named, with an expiry, listed and revoked by the admins. On PostgreSQL its row is written now;
 * the embedded database is not opened (its secret is a file, and the running server holds the
 * database), so the server writes the row when the token is first used.
 */
export async function adminToken(
  config: Config,
  discordId: string,
  days: number,
  name = "admin-token",
): Promise<string> {
  const sid = randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const claims = { sub: discordId, scopes: [ADMIN_SCOPE] };
  const sign = (secret: string) => signSession(sessionKey(secret), claims, expiresAt, { sid, name });
  if (!config.databaseUrl) {
    return sign(await sessionSecret(config.jwtSecret, { kind: "file", dataDir: config.dataDir }));
  }
  const database = await openDatabase(dbTarget(config));
  try {
    const secret = await sessionSecret(config.jwtSecret, { kind: "meta", db: database.db });
    await insertSession(database.db, {
      id: sid,
      discordId,
      scopes: claims.scopes,
      name,
      createdAt: now,
      expiresAt,
    });
    return await sign(secret);
  } finally {
    await database.close();
  }
}
