import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, teams } from "../../db/schema/index.js";

/** Reads of the teams (one row per franchise, tier and season). */

export type TeamRow = typeof teams.$inferSelect;

export const teamsByIds = (db: Db, ids: readonly string[]): Promise<TeamRow[]> =>
  db
    .select()
    .from(teams)
    .where(inArray(teams.id, [...ids]));

export const teamsOfSeasons = (db: Db, seasons: readonly number[]): Promise<TeamRow[]> =>
  db
    .select()
    .from(teams)
    .where(inArray(teams.season, [...seasons]));

/** Teams of any of these seasons and any of these franchises (callers keep the pairs they asked for). */
export const teamsOfSeasonsAndFranchises = (
  db: Db,
  seasons: readonly number[],
  franchiseIds: readonly string[],
): Promise<TeamRow[]> =>
  db
    .select()
    .from(teams)
    .where(and(inArray(teams.season, [...seasons]), inArray(teams.franchiseId, [...franchiseIds])));

/** A season's teams with their franchise's name and prefix. */
export const teamFranchisesOfSeason = (db: Db, season: number) =>
  db
    .select({ team: teams.name, tier: teams.tier, name: franchises.name, prefix: franchises.prefix })
    .from(teams)
    .innerJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(eq(teams.season, season));

/** The team `teamId` with its franchise when `playerId` captains it; null otherwise. */
export const captainedTeam = (db: Db, teamId: string, playerId: string) =>
  db
    .select({ team: teams.name, name: franchises.name, prefix: franchises.prefix })
    .from(teams)
    .innerJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(and(eq(teams.id, teamId), eq(teams.captainPlayerId, playerId)));
