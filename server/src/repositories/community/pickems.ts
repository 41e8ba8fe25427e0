import type { Picks, TierName } from "@fragboard/core";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { pickems } from "../../db/schema/index.js";

/** The members' pickems sheets (docs/rules.md#pickems): one per member and season. */

export type Sheet = { discordId: string; tier: TierName; picks: Picks; dateUpdated: Date };

const sheetColumns = {
  discordId: pickems.discordId,
  tier: pickems.tier,
  picks: pickems.picks,
  dateUpdated: pickems.dateUpdated,
};

/** Every sheet of a season, by Discord id. */
export const seasonSheets = (db: Db, season: number): Promise<Sheet[]> =>
  db.select(sheetColumns).from(pickems).where(eq(pickems.season, season)).orderBy(asc(pickems.discordId));

export async function sheetOf(db: Db, discordId: string, season: number): Promise<Sheet | null> {
  const [sheet] = await db
    .select(sheetColumns)
    .from(pickems)
    .where(and(eq(pickems.season, season), eq(pickems.discordId, discordId)));
  return sheet ?? null;
}

/**
 * Writes a sheet; an existing one is only updated while it is still in `sheet.tier`, so a first
 * save racing another in a different tier cannot rewrite it. False when that refused the write.
 */
export async function saveSheet(db: Db, sheet: Sheet & { season: number }): Promise<boolean> {
  const { picks, dateUpdated } = sheet;
  const written = await db
    .insert(pickems)
    .values(sheet)
    .onConflictDoUpdate({
      target: [pickems.season, pickems.discordId],
      set: { picks, dateUpdated },
      setWhere: eq(pickems.tier, sheet.tier),
    })
    .returning({ tier: pickems.tier });
  return written.length > 0;
}
