import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { reputation } from "../../db/schema/index.js";

/** +rep between members: one row per giver and receiver. */

/** Who gave this person +rep and when, oldest first. */
export const reputationGivers = (db: Db, discordId: string) =>
  db
    .select({ giver: reputation.giverDiscordId, createdAt: reputation.createdAt })
    .from(reputation)
    .where(eq(reputation.targetDiscordId, discordId))
    .orderBy(asc(reputation.createdAt));

/** Gives +rep (giving twice keeps the first). */
export async function addReputation(db: Db, giver: string, target: string) {
  await db
    .insert(reputation)
    .values({ targetDiscordId: target, giverDiscordId: giver })
    .onConflictDoNothing();
}

export async function removeReputation(db: Db, giver: string, target: string) {
  await db
    .delete(reputation)
    .where(and(eq(reputation.targetDiscordId, target), eq(reputation.giverDiscordId, giver)));
}
