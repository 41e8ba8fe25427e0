import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { firstPlayerIdOf, userRow } from "../../repositories/community/people.js";

/**
 * Community reads are about a person: someone who signed in (users) or a league player (who has
 * a Discord id before he ever signs in). Anyone else is a 404. Returns his league player id.
 */
export async function requirePerson(db: Db, discordId: string): Promise<{ playerId: string | null }> {
  const playerId = await firstPlayerIdOf(db, discordId);
  if (playerId !== null) return { playerId };
  if (await userRow(db, discordId)) return { playerId: null };
  throw notFound(`No user or player has the Discord id ${discordId}.`);
}
