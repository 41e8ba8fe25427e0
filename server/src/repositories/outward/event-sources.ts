import type { TierName } from "@fragboard/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { maps, scheduledMatches, seasonTiers, teams } from "../../db/schema/index.js";

/** What the outgoing events tell, read in the transaction that writes them (server/src/outward/events.ts). */

export async function tierColor(db: Db, season: number, tier: TierName): Promise<string | null> {
  const [row] = await db
    .select({ color: seasonTiers.color })
    .from(seasonTiers)
    .where(and(eq(seasonTiers.season, season), eq(seasonTiers.tier, tier)));
  return row?.color ?? null;
}

const home = alias(teams, "home");
const away = alias(teams, "away");

/** Every scheduled match of one match day of a tier, with its teams and its stored maps. */
export async function matchDayResults(
  db: Db,
  day: { season: number; tier: TierName; matchType: string; matchDay: string },
) {
  const matches = await db
    .select({
      id: scheduledMatches.id,
      completedAt: scheduledMatches.completedAt,
      homeId: home.id,
      homeName: home.name,
      awayId: away.id,
      awayName: away.name,
    })
    .from(scheduledMatches)
    .innerJoin(home, eq(home.id, scheduledMatches.homeTeamId))
    .innerJoin(away, eq(away.id, scheduledMatches.awayTeamId))
    .where(
      and(
        eq(scheduledMatches.season, day.season),
        eq(scheduledMatches.tier, day.tier),
        eq(scheduledMatches.matchType, day.matchType as never),
        eq(scheduledMatches.matchDay, day.matchDay),
      ),
    )
    .orderBy(asc(scheduledMatches.scheduledDate), asc(scheduledMatches.id));
  const played =
    matches.length === 0
      ? []
      : await db
          .select({
            scheduledMatchId: maps.scheduledMatchId,
            team0Id: maps.team0Id,
            team0Score: maps.team0Score,
            team1Score: maps.team1Score,
          })
          .from(maps)
          .where(
            inArray(
              maps.scheduledMatchId,
              matches.map((m) => m.id),
            ),
          );
  return { matches, played };
}

/** The scheduled match a stored map belongs to, with both teams' names. */
export async function scheduledMatchOfMap(db: Db, scheduledMatchId: string) {
  const [row] = await db
    .select({ id: scheduledMatches.id, homeId: home.id, homeName: home.name, awayName: away.name })
    .from(scheduledMatches)
    .innerJoin(home, eq(home.id, scheduledMatches.homeTeamId))
    .innerJoin(away, eq(away.id, scheduledMatches.awayTeamId))
    .where(eq(scheduledMatches.id, scheduledMatchId));
  return row ?? null;
}

/** Match days whose first match's picks lock between `from` and `to`: the pickems reminders. */
export async function firstLocksBetween(db: Db, fromStart: Date, toStart: Date) {
  return db
    .select({
      season: scheduledMatches.season,
      matchDay: scheduledMatches.matchDay,
      first: sql<Date>`min(${scheduledMatches.scheduledDate})`.mapWith((v) => new Date(v)),
      matches: sql<number>`count(*)`.mapWith(Number),
    })
    .from(scheduledMatches)
    .groupBy(scheduledMatches.season, scheduledMatches.matchDay)
    .having(
      and(
        sql`min(${scheduledMatches.scheduledDate}) > ${fromStart.toISOString()}::timestamptz`,
        sql`min(${scheduledMatches.scheduledDate}) <= ${toStart.toISOString()}::timestamptz`,
      ),
    );
}

/** Regular-season (Regulation) matches of a tier's season with neither a stored map nor a completion. */
export async function unplayedRegulationMatches(db: Db, season: number, tier: TierName): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(scheduledMatches)
    .where(
      and(
        eq(scheduledMatches.season, season),
        eq(scheduledMatches.tier, tier),
        eq(scheduledMatches.matchType, "Regulation"),
        sql`${scheduledMatches.completedAt} is null`,
        sql`not exists (select 1 from ${maps} where ${maps.scheduledMatchId} = ${scheduledMatches.id})`,
      ),
    );
  return row?.count ?? 0;
}
