import type { SessionClaims, SessionInfo } from "@fragboard/core";
import type { Db } from "../db/client.js";
import { networkOf } from "../http/client-address.js";
import type { JsonCache } from "../http/json-cache.js";
import {
  insertSession,
  liveSessionsOf,
  purgeExpiredSessions,
  revokeAllSessions,
  revokeSession,
  type SessionRow,
  sessionCutoff,
  sessionRow,
  touchSession,
} from "../repositories/sessions/sessions.js";
import { clientSummary } from "./client-summary.js";
import { readSessionToken, type SessionKey, signSession } from "./session.js";

/**
 * Server-side sessions (docs/auth.md#sessions). A token is good while its signature holds, its
 * `exp` is ahead and its row in the sessions table is not revoked. The row's state is cached for
 * CHECK_TTL_MS so that a signed-in read costs no query; a revocation drops the cached state here
 * and, through the cache's invalidation (published over Redis), on every other instance, so
 * signing out takes effect at once everywhere. With Redis down, the TTL bounds the delay.
 *
 * A valid token whose row is missing (signed with the secret by the operators' command while the
 * embedded database was held by the server, or by tests) gets its row on first use, unless the
 * member signed out everywhere after it was issued.
 */

export type Session = SessionClaims & { sid: string };

/** The request a session is used by (its User-Agent header and address), for the admins' list. */
export type SeenFrom = { userAgent?: string | undefined; ip?: string | undefined };

/** How stale a session's "last seen" may get: one write a minute at most per active session. */
const SEEN_EVERY_MS = 60_000;

const seenNote = (seen: SeenFrom, at: Date) => ({
  at,
  client: clientSummary(seen.userAgent),
  network: networkOf(seen.ip),
});

const CHECK_TTL_MS = 10_000;
/** Entries kept before expired ones are swept (each is a few dozen bytes). */
const CACHE_SWEEP_SIZE = 10_000;
const PURGE_EVERY_MS = 3_600_000;
const PREFIX = "session:";

/** The cache prefix of a member's sessions, or of one of them: what a revocation invalidates. */
export const sessionPrefix = (discordId: string, sid?: string) =>
  `${PREFIX}${discordId}:${sid === undefined ? "" : `${sid}:`}`;

export const sessionInfo = (row: SessionRow): SessionInfo => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  client: row.client,
  network: row.network,
});

const lastSeen = (note: ReturnType<typeof seenNote>) => ({
  lastSeenAt: note.at,
  client: note.client,
  network: note.network,
});

export class Sessions {
  private readonly checked = new Map<string, { valid: boolean; until: number }>();
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    /** Resolves the signing key on first use (auth/secret.ts). */
    readonly key: () => Promise<SessionKey>,
    private readonly cache: JsonCache,
  ) {
    cache.onClearPrefix((keyPrefix) => {
      if (!keyPrefix.startsWith(PREFIX)) return;
      for (const key of this.checked.keys()) if (key.startsWith(keyPrefix)) this.checked.delete(key);
    });
    // A full clear also follows a Redis reconnect, when revocations may have been missed.
    cache.onClear(() => this.checked.clear());
  }

  /** A new session row and its token. */
  async start(
    claims: SessionClaims,
    { days, name, now = new Date(), seen }: { days: number; name?: string; now?: Date; seen?: SeenFrom },
  ): Promise<{ token: string; sid: string; expiresAt: Date }> {
    const sid = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + days * 86_400_000);
    if (now.getTime() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = now.getTime();
      await purgeExpiredSessions(this.db, now);
    }
    await insertSession(this.db, {
      id: sid,
      discordId: claims.sub,
      scopes: claims.scopes,
      name: name ?? null,
      createdAt: now,
      expiresAt,
      ...(seen ? lastSeen(seenNote(seen, now)) : {}),
    });
    const token = await signSession(await this.key(), claims, expiresAt, { sid, name });
    return { token, sid, expiresAt };
  }

  /**
   * The session of a token that is valid now; null for a bad, expired or revoked one. `seen`: the
   * request using it, noted as its last use when the check is not cached (at most once a minute).
   */
  async verify(token: string, seen?: SeenFrom): Promise<Session | null> {
    const parsed = await readSessionToken(await this.key(), token);
    if (!parsed) return null;
    const session = { ...parsed.claims, sid: parsed.sid };
    const cacheKey = sessionPrefix(session.sub, session.sid);
    const now = Date.now();
    const known = this.checked.get(cacheKey);
    if (known && known.until > now) return known.valid ? session : null;
    let row = await sessionRow(this.db, parsed.sid);
    if (!row) {
      const cutoff = await sessionCutoff(this.db, session.sub);
      // `iat` has whole seconds: a token of the cutoff's second counts as issued before it.
      const cutOff = cutoff !== null && parsed.issuedAt.getTime() <= cutoff.getTime();
      row = {
        id: parsed.sid,
        discordId: session.sub,
        scopes: session.scopes,
        name: parsed.name,
        createdAt: parsed.issuedAt,
        expiresAt: parsed.expiresAt,
        revokedAt: cutOff ? cutoff : null,
        ...(seen
          ? lastSeen(seenNote(seen, new Date(now)))
          : { lastSeenAt: null, client: null, network: null }),
      };
      await insertSession(this.db, row);
    } else if (seen && row.revokedAt === null) {
      const note = seenNote(seen, new Date(now));
      if (!row.lastSeenAt || now - row.lastSeenAt.getTime() >= SEEN_EVERY_MS)
        await touchSession(this.db, row.id, note, SEEN_EVERY_MS);
    }
    const valid = row.revokedAt === null && row.discordId === session.sub;
    if (this.checked.size >= CACHE_SWEEP_SIZE) {
      for (const [key, entry] of this.checked) if (entry.until <= now) this.checked.delete(key);
    }
    this.checked.set(cacheKey, { valid, until: now + CHECK_TTL_MS });
    return valid ? session : null;
  }

  /** A member's sessions that have not expired, newest first. */
  async list(discordId: string, now = new Date()): Promise<SessionInfo[]> {
    return (await liveSessionsOf(this.db, discordId, now)).map(sessionInfo);
  }

  /** Ends one session of a member; false when there was no such valid session. */
  async revoke(discordId: string, sid: string, now = new Date()): Promise<boolean> {
    const revoked = await revokeSession(this.db, discordId, sid, now);
    this.cache.invalidate(sessionPrefix(discordId, sid));
    return revoked;
  }

  /** Ends every session of a member ("sign out everywhere"); returns how many were valid. */
  async revokeAll(discordId: string, now = new Date()): Promise<number> {
    const revoked = await revokeAllSessions(this.db, discordId, now);
    this.cache.invalidate(sessionPrefix(discordId));
    return revoked;
  }
}
