import type { ManagedFranchise, ManagerRole } from "@fragboard/core";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { franchises, players, teams } from "../db/schema/index.js";

/**
 * Who manages which franchise (Our rules 9): the league players whose discordId is the user's,
 * matched by player id against each active franchise's GM, AGM and AGMs. The GM panel and its
 * endpoints (routes/gm) accept only these.
 */
export async function managedFranchises(db: Db, discordId: string): Promise<ManagedFranchise[]> {
  const own = await db.select({ id: players.id }).from(players).where(eq(players.discordId, discordId));
  if (own.length === 0) return [];
  const ids = new Set(own.map((p) => p.id));
  const roleIn = (f: typeof franchises.$inferSelect): ManagerRole | null => {
    if (ids.has(f.gmPlayerId)) return "GM";
    if ((f.agmPlayerId && ids.has(f.agmPlayerId)) || f.agmPlayerIds.some((id) => ids.has(id))) return "AGM";
    return null;
  };
  const managed = (await db.select().from(franchises).where(eq(franchises.active, true)))
    .map((f) => ({ franchise: f, role: roleIn(f) }))
    .filter((m): m is { franchise: typeof franchises.$inferSelect; role: ManagerRole } => m.role !== null);
  if (managed.length === 0) return [];
  const roster = await db
    .select({
      id: players.id,
      name: players.name,
      mmr: players.mmr,
      tier: players.tier,
      franchiseId: teams.franchiseId,
    })
    .from(players)
    .innerJoin(teams, eq(players.teamId, teams.id))
    .where(
      inArray(
        teams.franchiseId,
        managed.map((m) => m.franchise.id),
      ),
    )
    .orderBy(asc(players.name));
  return managed
    .map(({ franchise, role }) => ({
      id: franchise.id,
      name: franchise.name,
      prefix: franchise.prefix,
      role,
      players: roster.filter((p) => p.franchiseId === franchise.id).map(({ franchiseId: _, ...p }) => p),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The franchise `franchiseId` when the user manages it, else null. */
export async function managedFranchise(
  db: Db,
  discordId: string,
  franchiseId: string,
): Promise<ManagedFranchise | null> {
  return (await managedFranchises(db, discordId)).find((f) => f.id === franchiseId) ?? null;
}
