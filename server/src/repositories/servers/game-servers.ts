import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { servers } from "../../db/schema/index.js";

/**
 * The on-demand game servers' state (docs/api.md#servers): every server ever started, running
 * until it is stopped or its end passes. The lifecycle itself is routes/servers/game-servers.ts.
 */

export type ServerRow = typeof servers.$inferSelect;

const isRunning = (now: Date) => and(isNull(servers.stoppedAt), gt(servers.expiresAt, now));

/** Servers running at `now`, soonest end first. */
export const runningServers = (db: Db, now: Date): Promise<ServerRow[]> =>
  db.select().from(servers).where(isRunning(now)).orderBy(asc(servers.expiresAt), asc(servers.id));

/** Ids of one member's servers running at `now`, oldest first. */
export const runningServerIdsOf = (db: Db, owner: string, now: Date) =>
  db
    .select({ id: servers.id })
    .from(servers)
    .where(and(eq(servers.ownerDiscordId, owner), isRunning(now)))
    .orderBy(asc(servers.id));

export async function runningServer(db: Db, id: number, now: Date): Promise<ServerRow | null> {
  const [row] = await db
    .select()
    .from(servers)
    .where(and(eq(servers.id, id), isRunning(now)));
  return row ?? null;
}

/** The first server of a provider running on a port at `now`. */
export async function runningServerOnPort(
  db: Db,
  provider: string,
  port: number,
  now: Date,
): Promise<ServerRow | null> {
  const [row] = await db
    .select()
    .from(servers)
    .where(and(eq(servers.port, port), eq(servers.provider, provider), isRunning(now)))
    .orderBy(asc(servers.id))
    .limit(1);
  return row ?? null;
}

/** A provider's servers past their end and not stopped yet. */
export const expiredServers = (db: Db, provider: string, now: Date): Promise<ServerRow[]> =>
  db
    .select()
    .from(servers)
    .where(and(isNull(servers.stoppedAt), lte(servers.expiresAt, now), eq(servers.provider, provider)));

export async function insertServer(
  db: Db,
  server: typeof servers.$inferInsert,
): Promise<ServerRow | undefined> {
  const [row] = await db.insert(servers).values(server).returning();
  return row;
}

export async function markServerStopped(db: Db, id: number, at: Date) {
  await db.update(servers).set({ stoppedAt: at }).where(eq(servers.id, id));
}
