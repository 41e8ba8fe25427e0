import type { AccoladeRecord, accoladeCreateBodySchema } from "@fragboard/core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { httpError, notFound } from "../../http/errors.js";
import { managedFranchises } from "../../league/franchise-roles.js";
import { insertAccolade } from "../../repositories/community/accolades.js";
import { playerWithFranchise } from "../../repositories/league/players.js";
import { currentSeason } from "../../repositories/league/seasons.js";
import { toAccoladeRecord } from "../fragboard/accolades.js";

/**
 * `POST /api/fragboard/playerBadge`: a GM, AGM or AGM of the player's franchise awards him an
 * accolade. Badge text is stored as plain text (the pages render it as text, never as HTML).
 */
export async function awardBadge(
  db: Db,
  awardedBy: string,
  body: z.output<typeof accoladeCreateBodySchema>,
  now: Date,
): Promise<AccoladeRecord> {
  const player = await playerWithFranchise(db, body.player);
  if (!player) throw notFound(`There is no player ${body.player}.`);
  const managed = await managedFranchises(db, awardedBy);
  if (!player.franchiseId || !managed.some((f) => f.id === player.franchiseId)) {
    throw httpError(
      403,
      managed.length === 0
        ? "Only a franchise's GM or AGMs may award accolades."
        : `${player.name} does not play for a franchise you manage.`,
    );
  }
  // An accolade of a season still to come is a typo (season 99 in a league at season 15).
  const current = await currentSeason(db, now);
  if (current && body.season > current.number)
    throw httpError(400, `season must be at most ${current.number}, the current season`);
  const row = await insertAccolade(db, {
    playerId: player.id,
    season: body.season,
    badgeType: body.badgeType,
    badgeText: body.badgeText,
    badgeImageUrl: body.badgeImageUrl,
    metadata: body.metadata,
    awardedBy,
    createdAt: now,
  });
  return toAccoladeRecord(row);
}
