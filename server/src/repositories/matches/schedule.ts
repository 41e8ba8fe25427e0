import type { MatchType, TierName } from "@fragboard/core";
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, mapBans, maps, scheduledMatches, seasonTiers, teams } from "../../db/schema/index.js";

/** The match centre's reads of the league's schedule (docs/api.md#matches). */

export type MapScoreRow = Pick<
  typeof maps.$inferSelect,
  | "matchId"
  | "scheduledMatchId"
  | "season"
  | "tier"
  | "matchType"
  | "matchDay"
  | "mapName"
  | "mapNumber"
  | "playedAt"
  | "team0Id"
  | "team0Name"
  | "team0Score"
  | "team1Id"
  | "team1Name"
  | "team1Score"
>;
export type TeamRow = {
  id: string;
  name: string;
  franchiseId: string;
  franchiseName: string | null;
  franchisePrefix: string | null;
};

export const mapScoreColumns = {
  matchId: maps.matchId,
  scheduledMatchId: maps.scheduledMatchId,
  season: maps.season,
  tier: maps.tier,
  matchType: maps.matchType,
  matchDay: maps.matchDay,
  mapName: maps.mapName,
  mapNumber: maps.mapNumber,
  playedAt: maps.playedAt,
  team0Id: maps.team0Id,
  team0Name: maps.team0Name,
  team0Score: maps.team0Score,
  team1Id: maps.team1Id,
  team1Name: maps.team1Name,
  team1Score: maps.team1Score,
};

const teamColumns = {
  id: teams.id,
  name: teams.name,
  franchiseId: teams.franchiseId,
  franchiseName: franchises.name,
  franchisePrefix: franchises.prefix,
};

/** The franchise a prefix or a name names, any case; undefined when none does. */
export async function franchiseNamed(db: Db, prefixOrName: string) {
  const [found] = await db
    .select({ id: franchises.id, name: franchises.name, prefix: franchises.prefix })
    .from(franchises)
    .where(
      or(
        sql`lower(${franchises.prefix}) = lower(${prefixOrName})`,
        sql`lower(${franchises.name}) = lower(${prefixOrName})`,
      ),
    )
    .orderBy(asc(franchises.prefix))
    .limit(1);
  return found;
}

/** A season's scheduled matches of a match type, of one tier and of some teams when asked. */
export function scheduledMatchesOfSeason(
  db: Db,
  filter: { season: number; matchType: MatchType; tier?: TierName; teamIds?: readonly string[] },
) {
  const { season, matchType, tier, teamIds } = filter;
  return db
    .select()
    .from(scheduledMatches)
    .where(
      and(
        eq(scheduledMatches.season, season),
        eq(scheduledMatches.matchType, matchType),
        tier === undefined ? undefined : eq(scheduledMatches.tier, tier),
        teamIds === undefined
          ? undefined
          : or(
              inArray(scheduledMatches.homeTeamId, [...teamIds]),
              inArray(scheduledMatches.awayTeamId, [...teamIds]),
            ),
      ),
    );
}

/** The teams of a season, with their franchise: what the list names and filters by. */
export function teamsOfSeason(db: Db, season: number): Promise<TeamRow[]> {
  return db
    .select(teamColumns)
    .from(teams)
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(eq(teams.season, season));
}

/** These teams with their franchise's name and prefix. */
export function teamsWithFranchises(db: Db, ids: readonly string[]): Promise<TeamRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(teamColumns)
    .from(teams)
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(inArray(teams.id, [...ids]));
}

/** Scores of the maps of a season's scheduled matches (of a tier), in the order they were played. */
export function scheduledMapsOfSeason(db: Db, season: number, tier?: TierName): Promise<MapScoreRow[]> {
  return db
    .select(mapScoreColumns)
    .from(maps)
    .where(
      and(
        eq(maps.season, season),
        isNotNull(maps.scheduledMatchId),
        tier === undefined ? undefined : eq(maps.tier, tier),
      ),
    )
    .orderBy(asc(maps.playedAt), asc(maps.mapNumber));
}

/** A season's maps that belong to no scheduled match (combines), of a tier when asked. */
export function unscheduledMaps(
  db: Db,
  filter: { season: number; matchType: MatchType; tier?: TierName },
): Promise<MapScoreRow[]> {
  return db
    .select(mapScoreColumns)
    .from(maps)
    .where(
      and(
        eq(maps.season, filter.season),
        eq(maps.matchType, filter.matchType),
        isNull(maps.scheduledMatchId),
        filter.tier === undefined ? undefined : eq(maps.tier, filter.tier),
      ),
    );
}

/** The maps of one scheduled match, in map order. */
export function mapScoresOfMatch(db: Db, scheduledMatchId: string): Promise<MapScoreRow[]> {
  return db
    .select(mapScoreColumns)
    .from(maps)
    .where(eq(maps.scheduledMatchId, scheduledMatchId))
    .orderBy(asc(maps.mapNumber));
}

/** A played map by its id. */
export async function mapById(db: Db, matchId: string): Promise<MapScoreRow | undefined> {
  const [row] = await db.select(mapScoreColumns).from(maps).where(eq(maps.matchId, matchId));
  return row;
}

export function bansOfMatch(db: Db, scheduledMatchId: string) {
  return db
    .select({ number: mapBans.number, map: mapBans.map, teamId: mapBans.teamId })
    .from(mapBans)
    .where(eq(mapBans.scheduledMatchId, scheduledMatchId))
    .orderBy(asc(mapBans.number));
}

export async function tierColour(db: Db, season: number, tier: TierName): Promise<string | null> {
  const [row] = await db
    .select({ color: seasonTiers.color })
    .from(seasonTiers)
    .where(and(eq(seasonTiers.season, season), eq(seasonTiers.tier, tier)));
  return row?.color ?? null;
}
