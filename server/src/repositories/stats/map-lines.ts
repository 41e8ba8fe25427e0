import type { MatchType, PlayerMapLine, TierName } from "@fragboard/core";
import { and, asc, count, eq, inArray, like, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rawRows } from "../../db/raw.js";
import { mapPlayers, maps, playerMapLines, teamMapLines } from "../../db/schema/index.js";
import {
  lineConditions,
  type Maybe,
  orderTerms,
  type PlayerMatchStatsOrderBy,
  type PlayerMatchStatsWhereInput,
} from "./match-filters.js";

/** Reads of the per-map lines ingest computed (docs/stats.md#per-map-lines). */

/** The team lines of a season's regular-season Regulation maps, in the order they were played. */
export const regularSeasonTeamLines = (db: Db, season: number) =>
  db
    .select({ line: teamMapLines.line })
    .from(teamMapLines)
    .where(
      and(
        eq(teamMapLines.season, season),
        eq(teamMapLines.matchType, "Regulation"),
        like(teamMapLines.matchDay, "M%"),
      ),
    )
    .orderBy(asc(teamMapLines.playedAt), asc(teamMapLines.matchId), asc(teamMapLines.team));

type Scope = { season: number; tier: TierName; matchType: MatchType };

/** Lines of maps passing `where` (a line filter over lines joined to their maps), with their map. */
export const linesWhere = (
  db: Db,
  where: PlayerMatchStatsWhereInput,
  orderBy: Maybe<readonly PlayerMatchStatsOrderBy[]>,
) =>
  db
    .select({ line: playerMapLines.line, map: maps })
    .from(playerMapLines)
    .innerJoin(maps, eq(maps.matchId, playerMapLines.matchId))
    .where(lineConditions(where))
    .orderBy(...orderTerms(orderBy));

/** How many lines pass a line filter: a list's size for the GraphQL cost (graphql/limits.ts). */
export async function countLinesWhere(db: Db, where: PlayerMatchStatsWhereInput): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerMapLines)
    .innerJoin(maps, eq(maps.matchId, playerMapLines.matchId))
    .where(lineConditions(where));
  return row?.n ?? 0;
}

/** The lines of these maps passing `where`, by map then roster order. */
export const linesOfMaps = (db: Db, matchIds: readonly string[], where: Maybe<PlayerMatchStatsWhereInput>) =>
  db
    .select({ line: playerMapLines.line })
    .from(playerMapLines)
    .innerJoin(maps, eq(maps.matchId, playerMapLines.matchId))
    .leftJoin(
      mapPlayers,
      and(eq(mapPlayers.matchId, playerMapLines.matchId), eq(mapPlayers.steam64Id, playerMapLines.steam64Id)),
    )
    .where(and(inArray(playerMapLines.matchId, [...matchIds]), lineConditions(where)))
    .orderBy(asc(playerMapLines.matchId), asc(mapPlayers.position));

/** Both team lines of these maps, by map then team. */
export const teamLinesOf = (db: Db, matchIds: readonly string[]) =>
  db
    .select({ line: teamMapLines.line })
    .from(teamMapLines)
    .where(inArray(teamMapLines.matchId, [...matchIds]))
    .orderBy(asc(teamMapLines.matchId), asc(teamMapLines.team));

/**
 * The team each player played his latest map of a scope for, by steam64 id (the match id settles
 * maps played at the same instant, byte-wise so both engines agree).
 */
export const latestTeamsOf = (db: Db, scope: Scope) =>
  db
    .selectDistinctOn([playerMapLines.steam64Id], {
      steam64Id: playerMapLines.steam64Id,
      team: sql<string>`${playerMapLines.line}->>'teamName'`,
    })
    .from(playerMapLines)
    .where(
      and(
        eq(playerMapLines.season, scope.season),
        eq(playerMapLines.tier, scope.tier),
        eq(playerMapLines.matchType, scope.matchType),
      ),
    )
    .orderBy(
      playerMapLines.steam64Id,
      sql`${playerMapLines.playedAt} desc`,
      sql`${playerMapLines.matchId} collate "C" desc`,
    );

/** A player's lines of a season's Regulation maps, every tier. */
export async function regulationLinesOf(db: Db, steam64Id: string, season: number): Promise<PlayerMapLine[]> {
  const rows = await db
    .select({ line: playerMapLines.line })
    .from(playerMapLines)
    .where(
      and(
        eq(playerMapLines.steam64Id, steam64Id),
        eq(playerMapLines.season, season),
        eq(playerMapLines.matchType, "Regulation"),
      ),
    );
  return rows.map((r) => r.line);
}

/** These players' lines of a scope played before `before`. */
export async function linesBefore(
  db: Db,
  scope: Scope & { steam64Ids: readonly string[]; before: Date },
): Promise<{ steam64Id: string; line: PlayerMapLine }[]> {
  const where = and(
    eq(playerMapLines.season, scope.season),
    eq(playerMapLines.tier, scope.tier),
    eq(playerMapLines.matchType, scope.matchType),
    inArray(playerMapLines.steam64Id, [...scope.steam64Ids]),
    lt(playerMapLines.playedAt, scope.before),
  );
  // A box score's first build reads a hundred or more lines: as one JSON document, not row by row
  // (each row read back costs the embedded database tens of µs of JavaScript).
  const [row] = await rawRows<{ lines: string | null }>(
    db,
    sql`select json_agg(json_build_array(${playerMapLines.steam64Id}, ${playerMapLines.line}))::text as lines
        from ${playerMapLines} where ${where}`,
  );
  const lines: [string, PlayerMapLine][] = row?.lines ? JSON.parse(row.lines) : [];
  return lines.map(([steam64Id, line]) => ({ steam64Id, line }));
}
