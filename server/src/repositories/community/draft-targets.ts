import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { draftTargets } from "../../db/schema/index.js";

/** A member's draft target board per season (docs/rules.md#draft-targets). */

export async function draftTargetsOf(db: Db, discordId: string, season: number) {
  const [row] = await db
    .select()
    .from(draftTargets)
    .where(and(eq(draftTargets.season, season), eq(draftTargets.discordId, discordId)));
  return row ?? null;
}

export async function saveDraftTargets(
  db: Db,
  target: { discordId: string; season: number; playerIds: string[]; updatedAt: Date },
) {
  const { playerIds, updatedAt } = target;
  await db
    .insert(draftTargets)
    .values(target)
    .onConflictDoUpdate({
      target: [draftTargets.season, draftTargets.discordId],
      set: { playerIds, updatedAt },
    });
}
