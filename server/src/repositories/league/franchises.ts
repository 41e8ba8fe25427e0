import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, players, teams } from "../../db/schema/index.js";

/** Reads of the franchises and who runs them. */

export type FranchiseRow = typeof franchises.$inferSelect;

/** Franchises, active or not (all when null), by name. */
export const franchisesWhere = (db: Db, active: boolean | null): Promise<FranchiseRow[]> =>
  db
    .select()
    .from(franchises)
    .where(active === null ? undefined : eq(franchises.active, active))
    .orderBy(asc(franchises.name));

export const franchisesByIds = (db: Db, ids: readonly string[]): Promise<FranchiseRow[]> =>
  db
    .select()
    .from(franchises)
    .where(inArray(franchises.id, [...ids]));

export async function franchiseLogo(db: Db, prefix: string): Promise<string | null> {
  const [row] = await db
    .select({ logoSvg: franchises.logoSvg })
    .from(franchises)
    .where(eq(franchises.prefix, prefix));
  return row?.logoSvg ?? null;
}

/** The players of these franchises' current teams, by name. */
export const franchiseRosters = (db: Db, franchiseIds: readonly string[]) =>
  db
    .select({
      id: players.id,
      name: players.name,
      mmr: players.mmr,
      tier: players.tier,
      franchiseId: teams.franchiseId,
    })
    .from(players)
    .innerJoin(teams, eq(players.teamId, teams.id))
    .where(inArray(teams.franchiseId, [...franchiseIds]))
    .orderBy(asc(players.name));

/** Active franchises where this player is GM, AGM or one of the AGMs, by prefix. */
export const franchisesRunBy = (db: Db, playerId: string) =>
  db
    .select({
      name: franchises.name,
      prefix: franchises.prefix,
      gm: franchises.gmPlayerId,
      agm: franchises.agmPlayerId,
      agms: franchises.agmPlayerIds,
    })
    .from(franchises)
    .where(
      and(
        eq(franchises.active, true),
        sql`(${franchises.gmPlayerId} = ${playerId} or ${franchises.agmPlayerId} = ${playerId} or ${franchises.agmPlayerIds} @> ${JSON.stringify([playerId])}::jsonb)`,
      ),
    )
    .orderBy(asc(franchises.prefix));
