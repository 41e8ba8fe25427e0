import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { playerSeasons, seasons, teamHistory } from "../../db/schema/index.js";

/** A player's past: his team history and his MMR season by season. */

/** His transactions (sign, cut, sub...), oldest first. */
export const teamHistoryOf = (db: Db, playerId: string) =>
  db
    .select()
    .from(teamHistory)
    .where(eq(teamHistory.playerId, playerId))
    .orderBy(asc(teamHistory.dateCreated), asc(teamHistory.id));

/** His MMR of each season with that season's start, oldest first. */
export const mmrHistoryOf = (db: Db, playerId: string) =>
  db
    .select({ mmr: playerSeasons.mmr, startDate: seasons.startDate })
    .from(playerSeasons)
    .innerJoin(seasons, eq(seasons.number, playerSeasons.season))
    .where(eq(playerSeasons.playerId, playerId))
    .orderBy(asc(playerSeasons.season));
