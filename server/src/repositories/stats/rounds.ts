import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mapPlayers, playerRounds, rounds } from "../../db/schema/index.js";

/** Each round of these maps in order, with the damage its winners dealt (their player-round sums). */
export function roundsWithWinnerDamage(db: Db, matchIds: readonly string[]) {
  const ids = [...matchIds];
  const damage = db
    .select({
      matchId: playerRounds.matchId,
      round: playerRounds.round,
      team: mapPlayers.team,
      damage: sql<number>`sum(${playerRounds.damage})::int`.as("damage"),
    })
    .from(playerRounds)
    .innerJoin(
      mapPlayers,
      and(eq(mapPlayers.matchId, playerRounds.matchId), eq(mapPlayers.steam64Id, playerRounds.steam64Id)),
    )
    .where(inArray(playerRounds.matchId, ids))
    .groupBy(playerRounds.matchId, playerRounds.round, mapPlayers.team)
    .as("round_damage");
  return db
    .select({
      matchId: rounds.matchId,
      winnerTeam: rounds.winnerTeam,
      winnerSide: rounds.winnerSide,
      reason: rounds.reason,
      defuser: rounds.defuser,
      winTeamDmg: sql<number>`coalesce(${damage.damage}, 0)`,
    })
    .from(rounds)
    .leftJoin(
      damage,
      and(
        eq(damage.matchId, rounds.matchId),
        eq(damage.round, rounds.number),
        eq(damage.team, rounds.winnerTeam),
      ),
    )
    .where(inArray(rounds.matchId, ids))
    .orderBy(asc(rounds.matchId), asc(rounds.number));
}
