import { and, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessionCutoffs, sessions } from "../../db/schema/index.js";

/** The sessions table and the members' "sign out everywhere" cutoffs (auth/sessions.ts). */

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row).onConflictDoNothing();
}

export async function sessionRow(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

/**
 * Notes a request of the session: when, and its shortened client and network; written only when
 * the last note is older than `every` ms, so an active session costs one write a minute at most
 * (the condition is in the statement, so instances racing write once).
 */
export async function touchSession(
  db: Db,
  id: string,
  seen: { at: Date; client: string | null; network: string | null },
  every: number,
) {
  await db
    .update(sessions)
    .set({ lastSeenAt: seen.at, client: seen.client, network: seen.network })
    .where(
      and(
        eq(sessions.id, id),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, new Date(seen.at.getTime() - every))),
      ),
    );
}

/** When this member last signed out everywhere; null = never. */
export async function sessionCutoff(db: Db, discordId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessionCutoffs.revokedBefore })
    .from(sessionCutoffs)
    .where(eq(sessionCutoffs.discordId, discordId));
  return row?.at ?? null;
}

/** A member's sessions that have not expired, newest first, revoked ones included. */
export const liveSessionsOf = (db: Db, discordId: string, now: Date) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.discordId, discordId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));

/** Revokes one session of a member; false when he has no such session still valid. */
export async function revokeSession(db: Db, discordId: string, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.discordId, discordId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every session of a member, and refuses any older token not yet seen; returns how many rows. */
export async function revokeAllSessions(db: Db, discordId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(sessionCutoffs)
      .values({ discordId, revokedBefore: now })
      .onConflictDoUpdate({ target: sessionCutoffs.discordId, set: { revokedBefore: now } });
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.discordId, discordId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length;
  });
}

/** Rows of tokens that have expired anyway: nothing to refuse any more. */
export async function purgeExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
