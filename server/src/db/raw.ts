import type { SQL } from "drizzle-orm";
import type { Db } from "./client.js";

/** Rows of a raw query: postgres.js answers an array, PGlite an object holding `rows`. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
