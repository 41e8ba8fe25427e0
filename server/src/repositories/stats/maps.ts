import type { MatchType } from "@fragboard/core";
import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { selectRows } from "../../db/bulk.js";
import type { Db } from "../../db/client.js";
import { kills, mapPlayers, maps, playerRounds, rounds } from "../../db/schema/index.js";
import {
  type MatchOrderBy,
  type MatchWhereInput,
  type Maybe,
  matchConditions,
  orderTerms,
} from "./match-filters.js";

/** Reads of the played maps' own rows (docs/data-model.md#played-maps). */

export type MapRow = typeof maps.$inferSelect;

/** Whether a map of match day 1 of the regular season was played in `season`. */
export async function regularSeasonMapPlayed(db: Db, season: number): Promise<boolean> {
  const [played] = await db
    .select({ matchId: maps.matchId })
    .from(maps)
    .where(and(eq(maps.season, season), eq(maps.matchType, "Regulation"), eq(maps.matchDay, "M1")))
    .limit(1);
  return played !== undefined;
}

/** The scores of every stored map of a scheduled match (combines have none), in one season or all. */
export const scheduledMapScores = (db: Db, season?: number) =>
  db
    .select({
      scheduledMatchId: maps.scheduledMatchId,
      team0Id: maps.team0Id,
      team0Score: maps.team0Score,
      team1Id: maps.team1Id,
      team1Score: maps.team1Score,
    })
    .from(maps)
    .where(and(isNotNull(maps.scheduledMatchId), season === undefined ? undefined : eq(maps.season, season)));

/** The played maps of these scheduled matches, in series order. */
export const mapsOfScheduledMatches = (db: Db, scheduledMatchIds: readonly string[]): Promise<MapRow[]> =>
  db
    .select()
    .from(maps)
    .where(inArray(maps.scheduledMatchId, [...scheduledMatchIds]))
    .orderBy(asc(maps.mapNumber));

/** Maps passing a stats-API filter, in its order. */
export const mapsWhere = (
  db: Db,
  where: MatchWhereInput,
  orderBy: Maybe<readonly MatchOrderBy[]>,
): Promise<MapRow[]> =>
  db
    .select()
    .from(maps)
    .where(matchConditions(where))
    .orderBy(...orderTerms(orderBy));

/** How many maps pass a stats-API filter: a list's size for the GraphQL cost (graphql/limits.ts). */
export async function countMapsWhere(db: Db, where: MatchWhereInput): Promise<number> {
  const [row] = await db.select({ n: count() }).from(maps).where(matchConditions(where));
  return row?.n ?? 0;
}

/** A played map's id and its match type: what its answers are keyed by. */
export type PlayedMapRef = { matchId: string; matchType: MatchType };

/** The most recently played maps, newest first (the ones visitors open after an ingest). */
export const newestPlayedMaps = (db: Db, limit: number): Promise<PlayedMapRef[]> =>
  db
    .select({ matchId: maps.matchId, matchType: maps.matchType })
    .from(maps)
    .orderBy(desc(maps.playedAt), desc(maps.matchId))
    .limit(limit);

/** The stored maps among these ids. */
export const playedMapsNamed = (db: Db, matchIds: readonly string[]): Promise<PlayedMapRef[]> =>
  db
    .select({ matchId: maps.matchId, matchType: maps.matchType })
    .from(maps)
    .where(inArray(maps.matchId, [...matchIds]));

/** The first stored map of a match type among these ids (a combine map may be stored under either of two). */
export async function mapOfType(
  db: Db,
  matchIds: readonly string[],
  matchType: MatchType,
): Promise<MapRow | null> {
  const [map] = await db
    .select()
    .from(maps)
    .where(and(inArray(maps.matchId, [...matchIds]), eq(maps.matchType, matchType)))
    .limit(1);
  return map ?? null;
}

/**
 * Everything stored of one played map besides its row: players, rounds, kills, per-round sums. Its
 * few hundred rows come back as one JSON document per table (`selectRows`): read row by row, they
 * were most of a box score's first build on the embedded database.
 */
export async function playedMapRows(db: Db, matchId: string) {
  const [players, roundRows, killRows, playerRoundRows] = await Promise.all([
    selectRows(db, mapPlayers, eq(mapPlayers.matchId, matchId)),
    selectRows(db, rounds, eq(rounds.matchId, matchId)),
    selectRows(db, kills, eq(kills.matchId, matchId)),
    selectRows(db, playerRounds, eq(playerRounds.matchId, matchId)),
  ]);
  return { players, rounds: roundRows, kills: killRows, playerRounds: playerRoundRows };
}
