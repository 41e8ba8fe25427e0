import type { MapResult } from "@fragboard/core";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { maps } from "../db/schema/index.js";

/** Who won each stored map of a scheduled match (combines have none), in one season or all of them. */
export async function mapResults(db: Db, season?: number): Promise<MapResult[]> {
  const rows = await db
    .select({
      scheduledMatchId: maps.scheduledMatchId,
      team0Id: maps.team0Id,
      team0Score: maps.team0Score,
      team1Id: maps.team1Id,
      team1Score: maps.team1Score,
    })
    .from(maps)
    .where(and(isNotNull(maps.scheduledMatchId), season === undefined ? undefined : eq(maps.season, season)));
  return rows.flatMap((r) => {
    const winner = r.team0Score > r.team1Score ? r.team0Id : r.team1Id;
    return r.scheduledMatchId && winner
      ? [{ scheduledMatchId: r.scheduledMatchId, winnerTeamId: winner }]
      : [];
  });
}
