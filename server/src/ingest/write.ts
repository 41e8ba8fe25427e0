import { getTableName, type SQL, sql } from "drizzle-orm";
import { insertTogether, type TableRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import { type CopyData, copyData } from "../db/copy.js";
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

/** Each table's rows of these maps, in the order they are written. */
function mapTables(prepared: readonly PreparedMap[]): TableRows[] {
  return [
    [maps, prepared.map((p) => p.map)],
    [mapPlayers, prepared.flatMap((p) => p.players)],
    [rounds, prepared.flatMap((p) => p.rounds)],
    [kills, prepared.flatMap((p) => p.kills)],
    [playerRounds, prepared.flatMap((p) => p.playerRounds)],
    [playerMapLines, prepared.flatMap((p) => p.lines)],
    [teamMapLines, prepared.flatMap((p) => p.teamLines)],
  ];
}

/** Many maps as one COPY per table, never a statement per row (a bulk load: ingest/maps.ts). */
export function copyMaps(prepared: readonly PreparedMap[]): CopyData[] {
  return mapTables(prepared).flatMap(([table, rows]) => copyData(table, rows) ?? []);
}

/** Writes a few maps in one statement (bulk.ts insertTogether): an ingest's one map. */
export async function writeMapsTogether(db: Db, prepared: readonly PreparedMap[]) {
  await insertTogether(db, mapTables(prepared));
}

/**
 * `with <a delete per map table> <then>`: the deletes of these maps' rows, ahead of `then`, which
 * may read what they return: `deleted_maps` (season, tier, match_type, played_at) and
 * `deleted_lines` (the same and steam64_id).
 */
export function deleteMapsStatement(matchIds: readonly string[], then: SQL): SQL {
  // `= any(array(…))`, not `in (select …)`: the ids become one array evaluated first, so each
  // delete is an index scan (PostgreSQL planned `in (select json_array_elements_text(…))` as a
  // join scanning the whole of kills: 1.1 s a map instead of tens of milliseconds).
  const ids = sql`${JSON.stringify(matchIds)}::json`;
  const deletes = MAP_TABLES.map((table) => {
    const name = getTableName(table);
    const returning =
      table === playerMapLines
        ? sql.raw(" returning season, tier, match_type, steam64_id, played_at")
        : table === maps
          ? sql.raw(" returning season, tier, match_type, played_at")
          : sql``;
    return sql`${sql.raw(name === "player_map_lines" ? "deleted_lines" : `deleted_${name}`)} as (delete from ${sql.raw(`"${name}"`)} where match_id = any(array(select json_array_elements_text(${ids})))${returning})`;
  });
  return sql`with ${sql.join(deletes, sql`, `)} ${then}`;
}
