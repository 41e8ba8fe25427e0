import { and, asc, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { maps, seasons } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";

export type SeasonRow = typeof seasons.$inferSelect;

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

/** 404 for a season the league never had (a malformed one is a 400 before we get here). */
export async function requireSeason(db: Db, number: number): Promise<SeasonRow> {
  const [row] = await db.select().from(seasons).where(eq(seasons.number, number));
  if (!row) throw notFound(`Season ${number} does not exist.`);
  return row;
}

/** docs/api.md#season-metadata: the regular season has started once match day 1 is due or a map of it was played. */
export async function hasRegularSeasonStarted(db: Db, season: SeasonRow, now: Date): Promise<boolean> {
  if (season.regularSeasonStart <= now) return true;
  const [played] = await db
    .select({ matchId: maps.matchId })
    .from(maps)
    .where(and(eq(maps.season, season.number), eq(maps.matchType, "Regulation"), eq(maps.matchDay, "M1")))
    .limit(1);
  return played !== undefined;
}
