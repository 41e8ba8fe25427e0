import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { rawRows } from "./raw.js";

/**
 * Bulk insert: each chunk of rows travels as ONE JSON parameter and is expanded by
 * json_populate_recordset. It is one statement per chunk on both engines, far below the 65 535
 * bind-parameter limit, and measured 5x faster on PGlite than Drizzle's multi-row VALUES (whose
 * per-parameter overhead dominates at this volume, and which PGlite failed to parse at 3 800 rows
 * of 17 columns).
 */

/** Writes rows into a table: insertRows on a Drizzle connection, or COPY in a bulk load. */
export type InsertInto = <T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]) => Promise<void>;

/** Rows per statement: large enough to amortise a round trip, small enough to keep the JSON text modest. */
const CHUNK_ROWS = 5_000;

/** The table's columns the rows carry (by the first row: rows of one batch have the same keys). */
export function presentColumns<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]) {
  const [first] = rows;
  return first ? Object.entries(getTableColumns(table)).filter(([key]) => key in first) : [];
}

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const present = presentColumns(table, rows);
  const names = sql.raw(present.map(([, column]) => `"${column.name}"`).join(", "));
  const name = sql.raw(`"${getTableName(table)}"`);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of present) out[column.name] = (row as Record<string, unknown>)[key];
      return out;
    });
    await db.execute(
      sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/**
 * Bulk read, the mirror of insertRows: the rows come back as ONE JSON document that is parsed
 * once, instead of tens of thousands of rows decoded cell by cell (3x faster on PGlite for a
 * season's kills). Each cell still goes through its Drizzle column's decoding.
 */
export async function selectRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<T["$inferSelect"][]> {
  const columns = Object.entries(getTableColumns(table));
  const cells = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(", "));
  const [result] = await rawRows<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(${cells}))::text as rows from ${table} where ${where}`,
  );
  const rows: unknown[][] = result?.rows ? JSON.parse(result.rows) : [];
  return rows.map(
    (cells) =>
      Object.fromEntries(
        columns.map(([key, column], i) => [
          key,
          cells[i] === null ? null : column.mapFromDriverValue(cells[i]),
        ]),
      ) as T["$inferSelect"],
  );
}
