import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accolades } from "../../db/schema/index.js";

/** Accolades (badges) awarded to league players. */

export type AccoladeRow = typeof accolades.$inferSelect;

/** A player's accolades, newest season first. */
export const accoladesOfPlayer = (db: Db, playerId: string): Promise<AccoladeRow[]> =>
  db
    .select()
    .from(accolades)
    .where(eq(accolades.playerId, playerId))
    .orderBy(desc(accolades.season), asc(accolades.id));

export async function insertAccolade(db: Db, accolade: typeof accolades.$inferInsert): Promise<AccoladeRow> {
  const [row] = await db.insert(accolades).values(accolade).returning();
  if (!row) throw new Error("the accolade was not stored");
  return row;
}
