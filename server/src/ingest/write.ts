import { inArray } from "drizzle-orm";
import type { InsertInto } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import {
  kills,
  mapPlayers,
  maps,
  playerMapLines,
  playerRounds,
  rounds,
  teamMapLines,
} from "../db/schema/index.js";
import type { PreparedMap } from "./prepare.js";

/** Every table holding rows of a played map, all keyed by match_id. */
const MAP_TABLES = [maps, mapPlayers, rounds, kills, playerRounds, playerMapLines, teamMapLines] as const;

/** Writes many maps with one statement per table, never one per row. */
export async function writeMaps(insert: InsertInto, prepared: readonly PreparedMap[]) {
  await insert(
    maps,
    prepared.map((p) => p.map),
  );
  await insert(
    mapPlayers,
    prepared.flatMap((p) => p.players),
  );
  await insert(
    rounds,
    prepared.flatMap((p) => p.rounds),
  );
  await insert(
    kills,
    prepared.flatMap((p) => p.kills),
  );
  await insert(
    playerRounds,
    prepared.flatMap((p) => p.playerRounds),
  );
  await insert(
    playerMapLines,
    prepared.flatMap((p) => p.lines),
  );
  await insert(
    teamMapLines,
    prepared.flatMap((p) => p.teamLines),
  );
}

export async function deleteMaps(db: Db, matchIds: readonly string[]) {
  if (matchIds.length === 0) return;
  for (const table of MAP_TABLES) await db.delete(table).where(inArray(table.matchId, [...matchIds]));
}
