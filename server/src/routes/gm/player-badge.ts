import type { AccoladeRecord, accoladeCreateBodySchema } from "@fragboard/core";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { accolades, players, teams } from "../../db/schema/index.js";
import { httpError, notFound } from "../../http/errors.js";
import { managedFranchises } from "../../league/franchise-roles.js";
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
  const [player] = await db
    .select({ id: players.id, name: players.name, franchiseId: teams.franchiseId })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(eq(players.id, body.player));
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
  const [row] = await db
    .insert(accolades)
    .values({
      playerId: player.id,
      season: body.season,
      badgeType: body.badgeType,
      badgeText: body.badgeText,
      badgeImageUrl: body.badgeImageUrl,
      metadata: body.metadata,
      awardedBy,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("the accolade was not stored");
  return toAccoladeRecord(row);
}
