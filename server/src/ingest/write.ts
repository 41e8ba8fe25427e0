import { getTableName, type SQL, sql } from "drizzle-orm";
import { insertStatement, type TableRows } from "../db/bulk.js";
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

/** The WITH entry name of a map table's delete: `deleted_<table>`, `deleted_lines` for player_map_lines. */
const deletedName = (name: string) => (name === "player_map_lines" ? "deleted_lines" : `deleted_${name}`);

/**
 * ONE statement writing a map over its previous version: `with <a delete per map table>, <an
 * insert per map table> <then>`. `then` may read what the deletes return: `deleted_maps` (season,
 * tier, match_type, played_at) and `deleted_lines` (the same and steam64_id); like every part of
 * the statement it sees the tables as they were before it (neither the new rows nor the deletes).
 * The parts of one WITH run in no set order, and an insert ahead of its table's delete would
 * collide with the previous version's key: each insert first reads the deletes' row counts (a
 * condition evaluated once, before its first row), which runs them to completion.
 */
export function replaceMapStatement(prepared: PreparedMap, then: SQL): SQL {
  // `= any(array(…))`, not `in (select …)`: the id becomes an array evaluated first, so each
  // delete is an index scan (PostgreSQL planned `in (select json_array_elements_text(…))` as a
  // join scanning the whole of kills: 1.1 s a map instead of tens of milliseconds).
  const ids = sql`${JSON.stringify([prepared.map.matchId])}::json`;
  const deletes = MAP_TABLES.map((table) => {
    const name = getTableName(table);
    const returning =
      table === playerMapLines
        ? "season, tier, match_type, steam64_id, played_at"
        : table === maps
          ? "season, tier, match_type, played_at"
          : "1";
    return sql`${sql.raw(deletedName(name))} as (delete from ${sql.raw(`"${name}"`)} where match_id = any(array(select json_array_elements_text(${ids}))) returning ${sql.raw(returning)})`;
  });
  const counts = MAP_TABLES.map((table) => `(select count(*) from ${deletedName(getTableName(table))})`);
  const gone = sql.raw(`gone as (select ${counts.join(" + ")} as n)`);
  const inserts = mapTables([prepared]).flatMap(([table, rows], i) => {
    const insert = insertStatement(table, rows, sql`(select n from gone) >= 0`);
    return insert ? [sql`${sql.raw(`w${i}`)} as (${insert})`] : [];
  });
  return sql`with ${sql.join([...deletes, gone, ...inserts], sql`, `)} ${then}`;
}
