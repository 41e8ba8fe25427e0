import type { FilterableLine, MatchType, PlayerMapLine, TierName } from "@fragboard/core";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { maps, playerMapLines } from "../../db/schema/index.js";

/** The maps of one player a filtered view starts from (docs/api.md#player-stats). */
export type LineScope = { steam64Id: string; season: number; matchType?: MatchType; tier?: TierName };

/**
 * His stored lines of the scope, each with the opposing team of its map (the line names only his
 * own): the input of core's `filteredStats`. Uses the (steam64_id, season) index.
 */
export async function scopeLines(db: Db, scope: LineScope): Promise<FilterableLine[]> {
  const conditions: SQL[] = [
    eq(playerMapLines.steam64Id, scope.steam64Id),
    eq(playerMapLines.season, scope.season),
  ];
  if (scope.matchType) conditions.push(eq(playerMapLines.matchType, scope.matchType));
  if (scope.tier) conditions.push(eq(playerMapLines.tier, scope.tier));
  const rows = await db
    .select({
      line: playerMapLines.line,
      team0Id: maps.team0Id,
      team0Name: maps.team0Name,
      team1Id: maps.team1Id,
      team1Name: maps.team1Name,
    })
    .from(playerMapLines)
    .innerJoin(maps, eq(maps.matchId, playerMapLines.matchId))
    .where(and(...conditions))
    .orderBy(asc(playerMapLines.playedAt), sql`${playerMapLines.matchId} collate "C"`);
  return rows.map((r) => ({
    line: r.line,
    opponent: r.line.team === 0 ? { id: r.team1Id, name: r.team1Name } : { id: r.team0Id, name: r.team0Name },
  }));
}

/** One point of his career chart: the figures of one map, read out of the stored line. */
export type CareerLine = Pick<
  PlayerMapLine,
  "matchId" | "season" | "tier" | "matchType" | "matchDay" | "playedAt" | "mapName" | "rating" | "teamName"
>;

/** Every map he played in every season, oldest first, without the rest of each line. */
export async function careerLines(db: Db, steam64Id: string): Promise<CareerLine[]> {
  const field = (name: string) => sql<string>`${playerMapLines.line}->>${name}`;
  const rows = await db
    .select({
      matchId: playerMapLines.matchId,
      season: playerMapLines.season,
      tier: playerMapLines.tier,
      matchType: playerMapLines.matchType,
      matchDay: playerMapLines.matchDay,
      playedAt: field("playedAt"),
      mapName: field("mapName"),
      rating: sql<number>`(${playerMapLines.line}->>'rating')::float8`,
      teamName: field("teamName"),
    })
    .from(playerMapLines)
    .where(eq(playerMapLines.steam64Id, steam64Id))
    .orderBy(asc(playerMapLines.playedAt), sql`${playerMapLines.matchId} collate "C"`);
  return rows.map((r) => ({ ...r, rating: Number(r.rating) }));
}
