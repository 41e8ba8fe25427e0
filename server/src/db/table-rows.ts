import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** What both bulk writers share (bulk.ts on a connection, copy.ts by COPY): rows of one table. */

/** Writes rows into a table: insertRows on a Drizzle connection, or COPY in a bulk load. */
export type InsertInto = <T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]) => Promise<void>;

/** The table's columns the rows carry (by the first row: rows of one batch have the same keys). */
export function presentColumns<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]) {
  const [first] = rows;
  return first ? Object.entries(getTableColumns(table)).filter(([key]) => key in first) : [];
}
