import type { MapResult } from "@fragboard/core";
import type { Db } from "../db/client.js";
import { scheduledMapScores } from "../repositories/stats/maps.js";

/** Who won each stored map of a scheduled match (combines have none), in one season or all of them. */
export async function mapResults(db: Db, season?: number): Promise<MapResult[]> {
  return (await scheduledMapScores(db, season)).flatMap((r) => {
    const winner = r.team0Score > r.team1Score ? r.team0Id : r.team1Id;
    return r.scheduledMatchId && winner
      ? [{ scheduledMatchId: r.scheduledMatchId, winnerTeamId: winner }]
      : [];
  });
}
