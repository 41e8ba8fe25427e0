import type { TierName } from "@fragboard/core";
import { and, asc, desc, eq, inArray, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { seasons, seasonTiers } from "../../db/schema/index.js";

/** Reads of the seasons and their tiers (docs/data-model.md). */

export type SeasonRow = typeof seasons.$inferSelect;
export type SeasonTierRow = typeof seasonTiers.$inferSelect;

export async function seasonRow(db: Db, number: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.number, number));
  return row ?? null;
}

/** The season running at `now`: the latest that has started (the first one before any has). */
export async function currentSeason(db: Db, now: Date): Promise<SeasonRow | null> {
  const [started] = await db
    .select()
    .from(seasons)
    .where(lte(seasons.startDate, now))
    .orderBy(desc(seasons.number))
    .limit(1);
  if (started) return started;
  const [first] = await db.select().from(seasons).orderBy(asc(seasons.number)).limit(1);
  return first ?? null;
}

export const tiersOfSeason = (db: Db, season: number): Promise<SeasonTierRow[]> =>
  db.select().from(seasonTiers).where(eq(seasonTiers.season, season));

export const tiersOfSeasons = (db: Db, seasonNumbers: readonly number[]): Promise<SeasonTierRow[]> =>
  db
    .select()
    .from(seasonTiers)
    .where(inArray(seasonTiers.season, [...seasonNumbers]));

/** The rows of these (season, tier) pairs that exist. */
export const seasonTierRows = (
  db: Db,
  wanted: readonly { season: number; tier: TierName }[],
): Promise<SeasonTierRow[]> =>
  db
    .select()
    .from(seasonTiers)
    .where(
      or(...wanted.map((w) => and(eq(seasonTiers.season, w.season), eq(seasonTiers.tier, w.tier)) as SQL)),
    );
