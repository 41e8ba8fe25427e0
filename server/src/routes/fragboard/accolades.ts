import type { AccoladeRecord, BadgeType } from "@fragboard/core";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accolades, players } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";

/** A league player's badges (docs/api.md#accolades: the player page's read), newest season first. */
export async function accoladesOf(db: Db, playerId: string): Promise<AccoladeRecord[]> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!player) throw notFound(`There is no player ${playerId}.`);
  const rows = await db
    .select()
    .from(accolades)
    .where(eq(accolades.playerId, playerId))
    .orderBy(desc(accolades.season), asc(accolades.id));
  return rows.map(toAccoladeRecord);
}

/** A stored accolade as the API answers it. */
export const toAccoladeRecord = (r: typeof accolades.$inferSelect): AccoladeRecord => ({
  id: r.id,
  playerId: r.playerId,
  season: r.season,
  badgeType: r.badgeType as BadgeType,
  badgeText: r.badgeText,
  badgeImageUrl: r.badgeImageUrl,
  metadata: r.metadata as AccoladeRecord["metadata"],
  createdBy: r.awardedBy,
  createdAt: r.createdAt.toISOString(),
});
