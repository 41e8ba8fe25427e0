import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { rawRows } from "./raw.js";
import { presentColumns } from "./table-rows.js";

/**
 * Bulk insert: each chunk of rows travels as ONE JSON parameter and is expanded by
 * json_populate_recordset. It is one statement per chunk on both engines, far below the 65 535
 * bind-parameter limit, and measured 5x faster on PGlite than Drizzle's multi-row VALUES (whose
 * per-parameter overhead dominates at this volume, and which PGlite failed to parse at 3 800 rows
 * of 17 columns).
 */

/** Rows per statement: large enough to amortise a round trip, small enough to keep the JSON text modest. */
const CHUNK_ROWS = 5_000;

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]) {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const statement = insertStatement(table, rows.slice(start, start + CHUNK_ROWS));
    if (statement) await db.execute(statement);
  }
}

/** One table's rows and the table: an entry of `insertTogether`. */
export type TableRows<T extends PgTable = PgTable> = readonly [T, readonly T["$inferInsert"][]];

/**
 * Rows of several tables in ONE statement (an insert per table, each a data-modifying WITH):
 * one round trip where `insertRows` takes one per table. On PGlite a statement's fixed cost
 * (protocol, parsing its answer, the Drizzle and driver layers) is most of a small write's time.
 * Tables with more rows than a statement takes go through `insertRows`.
 */
export async function insertTogether(db: Db, tables: readonly TableRows[]) {
  const small = tables.filter(([, rows]) => rows.length > 0 && rows.length <= CHUNK_ROWS);
  for (const [table, rows] of tables) if (rows.length > CHUNK_ROWS) await insertRows(db, table, rows);
  const statements = small.flatMap(([table, rows]) => insertStatement(table, rows) ?? []);
  if (statements.length === 0) return;
  const [last, ...before] = statements.reverse();
  if (!last) return;
  if (before.length === 0) {
    await db.execute(last);
    return;
  }
  const ctes = sql.join(
    before.reverse().map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
  await db.execute(sql`with ${ctes} ${last}`);
}

/**
 * `insert into … select … from json_populate_recordset(…)` of these rows; null for none. `after`:
 * a condition the insert checks before its first row, e.g. one reading the deletes of the same
 * WITH, which then run first (ingest/write.ts replaceMapStatement).
 */
export function insertStatement<T extends PgTable>(
  table: T,
  rows: readonly T["$inferInsert"][],
  after?: SQL,
): SQL | null {
  if (rows.length === 0) return null;
  const present = presentColumns(table, rows);
  const names = sql.raw(present.map(([, column]) => `"${column.name}"`).join(", "));
  const name = sql.raw(`"${getTableName(table)}"`);
  const chunk = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of present) out[column.name] = (row as Record<string, unknown>)[key];
    return out;
  });
  const insert = sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(chunk)}::json)`;
  return after ? sql`${insert} where ${after}` : insert;
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
