import type { FaceitAccountRecord, FaplHub, FaplHubPlayer, FaplStatsResponse } from "@fragboard/core";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { faceitAccounts, faceitHubStats } from "../../db/schema/index.js";

/** FACEIT figures as stored (docs/api.md#faceit): the seed's (simulated league) or the FACEIT provider's last answers. */

export type StoredAccount = typeof faceitAccounts.$inferSelect;

export async function storedAccount(db: Db, steam64Id: string): Promise<StoredAccount | null> {
  const [row] = await db.select().from(faceitAccounts).where(eq(faceitAccounts.steam64Id, steam64Id));
  return row ?? null;
}

/** Elo by steam id for those of these players who have a stored FACEIT account. */
export async function storedElos(db: Db, steam64Ids: readonly string[]): Promise<Map<string, number>> {
  if (steam64Ids.length === 0) return new Map();
  const rows = await db
    .select({ steam64Id: faceitAccounts.steam64Id, elo: faceitAccounts.elo })
    .from(faceitAccounts)
    .where(inArray(faceitAccounts.steam64Id, [...steam64Ids]));
  return new Map(rows.map((r) => [r.steam64Id, r.elo]));
}

/** Insert or refresh an account; the highest level only ever goes up. */
export async function saveAccount(db: Db, account: Omit<FaceitAccountRecord, "updatedAt">, now: Date) {
  const [row] = await db
    .insert(faceitAccounts)
    .values({ ...account, updatedAt: now })
    .onConflictDoUpdate({
      target: faceitAccounts.steam64Id,
      set: {
        faceitId: account.faceitId,
        faceitName: account.faceitName,
        elo: account.elo,
        level: account.level,
        highestLevel: sql`greatest(${faceitAccounts.highestLevel}, excluded.highest_level)`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error(`FACEIT account of ${account.steam64Id} was not saved`);
  return row;
}

/** Both hubs as stored, each with when it was last written (null = never). */
export async function storedHubs(
  db: Db,
): Promise<{ hubs: FaplStatsResponse; updatedAt: Map<FaplHub, Date> }> {
  const rows = await db
    .select()
    .from(faceitHubStats)
    .orderBy(asc(faceitHubStats.hub), asc(faceitHubStats.nickname));
  const hubs: FaplStatsResponse = { Upper: [], Lower: [] };
  const updatedAt = new Map<FaplHub, Date>();
  for (const r of rows) {
    const { hub } = r;
    hubs[hub].push({ player_id: r.faceitId, nickname: r.nickname, stats: r.stats });
    const seen = updatedAt.get(hub);
    if (!seen || r.updatedAt < seen) updatedAt.set(hub, r.updatedAt);
  }
  return { hubs, updatedAt };
}

/** A hub's players as rows of faceit_hub_stats (also how the seed stores the simulated hubs). */
export const hubStatsRows = (hub: FaplHub, players: readonly FaplHubPlayer[], updatedAt: Date) =>
  players.map((p) => ({ hub, faceitId: p.player_id, nickname: p.nickname, stats: p.stats, updatedAt }));

/** Replaces a hub's players with FACEIT's latest list. */
export async function saveHub(db: Db, hub: FaplHub, players: readonly FaplHubPlayer[], now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(faceitHubStats).where(eq(faceitHubStats.hub, hub));
    if (players.length === 0) return;
    await tx.insert(faceitHubStats).values(hubStatsRows(hub, players, now));
  });
}
