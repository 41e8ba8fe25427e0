import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { mapBans, scheduledMatches, teams } from "../../db/schema/index.js";

/** Reads of the schedule (scheduled matches) and the map vetoes. */

export type ScheduledMatchRow = typeof scheduledMatches.$inferSelect;
export type MapBanRow = typeof mapBans.$inferSelect;

/** A season's scheduled matches (one team's when teamId is set), by date then id. */
export const scheduledMatchesOf = (
  db: Db,
  season: number,
  teamId: string | null,
): Promise<ScheduledMatchRow[]> =>
  db
    .select()
    .from(scheduledMatches)
    .where(
      and(
        eq(scheduledMatches.season, season),
        teamId === null
          ? undefined
          : or(eq(scheduledMatches.homeTeamId, teamId), eq(scheduledMatches.awayTeamId, teamId)),
      ),
    )
    .orderBy(asc(scheduledMatches.scheduledDate), asc(scheduledMatches.id));

/** The vetoes of these matches, in ban order. */
export const mapBansOf = (db: Db, matchIds: readonly string[]): Promise<MapBanRow[]> =>
  db
    .select()
    .from(mapBans)
    .where(inArray(mapBans.scheduledMatchId, [...matchIds]))
    .orderBy(asc(mapBans.scheduledMatchId), asc(mapBans.number));

const home = alias(teams, "home");
const away = alias(teams, "away");

/** These matches of a season with both teams' ids and names. */
export const matchesWithTeams = (db: Db, season: number, ids: readonly string[]) =>
  db
    .select({
      id: scheduledMatches.id,
      tier: scheduledMatches.tier,
      matchType: scheduledMatches.matchType,
      matchDay: scheduledMatches.matchDay,
      scheduledDate: scheduledMatches.scheduledDate,
      homeId: home.id,
      homeName: home.name,
      awayId: away.id,
      awayName: away.name,
    })
    .from(scheduledMatches)
    .innerJoin(home, eq(home.id, scheduledMatches.homeTeamId))
    .innerJoin(away, eq(away.id, scheduledMatches.awayTeamId))
    .where(and(eq(scheduledMatches.season, season), inArray(scheduledMatches.id, [...ids])));

/** A season's completed matches with when each completed. */
export const completedMatches = (db: Db, season: number) =>
  db
    .select({ id: scheduledMatches.id, completedAt: scheduledMatches.completedAt })
    .from(scheduledMatches)
    .where(and(eq(scheduledMatches.season, season), isNotNull(scheduledMatches.completedAt)));

export async function scheduledMatchById(db: Db, id: string): Promise<ScheduledMatchRow | null> {
  const [row] = await db.select().from(scheduledMatches).where(eq(scheduledMatches.id, id));
  return row ?? null;
}
