import type { TierName } from "@fragboard/core";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { franchises, scheduledMatches, teams } from "../../db/schema/index.js";

/** Reads behind the calendar feeds (docs/api.md#calendar-feeds): scheduled matches with both teams. */

const home = alias(teams, "home");
const away = alias(teams, "away");

export type CalendarMatchRow = Awaited<ReturnType<typeof calendarMatches>>[number];

/** Scheduled matches matching `where`, with both teams' names, by date then id. */
const calendarMatches = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: scheduledMatches.id,
      season: scheduledMatches.season,
      tier: scheduledMatches.tier,
      matchType: scheduledMatches.matchType,
      matchDay: scheduledMatches.matchDay,
      scheduledDate: scheduledMatches.scheduledDate,
      completedAt: scheduledMatches.completedAt,
      homeName: home.name,
      awayName: away.name,
    })
    .from(scheduledMatches)
    .innerJoin(home, eq(home.id, scheduledMatches.homeTeamId))
    .innerJoin(away, eq(away.id, scheduledMatches.awayTeamId))
    .where(where)
    .orderBy(asc(scheduledMatches.scheduledDate), asc(scheduledMatches.id));

const playedBy = (teamIds: readonly string[]) =>
  or(inArray(scheduledMatches.homeTeamId, [...teamIds]), inArray(scheduledMatches.awayTeamId, [...teamIds]));

export async function teamForCalendar(db: Db, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, season: teams.season, tier: teams.tier })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row ?? null;
}

export const teamMatches = (db: Db, teamId: string) => calendarMatches(db, playedBy([teamId]));

export async function franchiseByPrefix(db: Db, prefix: string) {
  const [row] = await db
    .select({ id: franchises.id, name: franchises.name, prefix: franchises.prefix })
    .from(franchises)
    .where(eq(franchises.prefix, prefix));
  return row ?? null;
}

/** Every match a team of this franchise plays in the season. */
export async function franchiseMatches(db: Db, franchiseId: string, season: number) {
  const ids = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.franchiseId, franchiseId), eq(teams.season, season)));
  if (ids.length === 0) return [];
  return calendarMatches(db, and(eq(scheduledMatches.season, season), playedBy(ids.map((t) => t.id))));
}

export const tierMatches = (db: Db, tier: TierName, season: number) =>
  calendarMatches(db, and(eq(scheduledMatches.season, season), eq(scheduledMatches.tier, tier)));
