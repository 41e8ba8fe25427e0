import type { AccoladeRecord } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { type AccoladeRow, accoladesOfPlayer } from "../../repositories/community/accolades.js";
import { playerById } from "../../repositories/league/players.js";

/** A league player's badges (docs/api.md#accolades: the player page's read), newest season first. */
export async function accoladesOf(db: Db, playerId: string): Promise<AccoladeRecord[]> {
  if (!(await playerById(db, playerId))) throw notFound(`There is no player ${playerId}.`);
  return (await accoladesOfPlayer(db, playerId)).map(toAccoladeRecord);
}

/** A stored accolade as the API answers it. */
export const toAccoladeRecord = (r: AccoladeRow): AccoladeRecord => ({
  id: r.id,
  playerId: r.playerId,
  season: r.season,
  badgeType: r.badgeType,
  badgeText: r.badgeText,
  badgeImageUrl: r.badgeImageUrl,
  metadata: r.metadata,
  createdBy: r.awardedBy,
  createdAt: r.createdAt.toISOString(),
});
