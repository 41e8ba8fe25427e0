import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { players, users } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";

/**
 * Community reads are about a person: someone who signed in (users) or a league player (who has
 * a Discord id before he ever signs in). Anyone else is a 404. Returns his league player id.
 */
export async function requirePerson(db: Db, discordId: string): Promise<{ playerId: string | null }> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.discordId, discordId))
    .orderBy(asc(players.id))
    .limit(1);
  if (player) return { playerId: player.id };
  const [user] = await db
    .select({ discordId: users.discordId })
    .from(users)
    .where(eq(users.discordId, discordId));
  if (user) return { playerId: null };
  throw notFound(`No user or player has the Discord id ${discordId}.`);
}
