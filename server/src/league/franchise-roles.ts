import type { ManagedFranchise, ManagerRole } from "@fragboard/core";
import type { Db } from "../db/client.js";
import { type FranchiseRow, franchiseRosters, franchisesWhere } from "../repositories/league/franchises.js";
import { playerIdsOfDiscordId } from "../repositories/league/players.js";

/**
 * Who manages which franchise (Our rules 9): the league players whose discordId is the user's,
 * matched by player id against each active franchise's GM, AGM and AGMs. The GM panel and its
 * endpoints (routes/gm) accept only these.
 */
export async function managedFranchises(db: Db, discordId: string): Promise<ManagedFranchise[]> {
  const ids = new Set(await playerIdsOfDiscordId(db, discordId));
  if (ids.size === 0) return [];
  const roleIn = (f: FranchiseRow): ManagerRole | null => {
    if (ids.has(f.gmPlayerId)) return "GM";
    if ((f.agmPlayerId && ids.has(f.agmPlayerId)) || f.agmPlayerIds.some((id) => ids.has(id))) return "AGM";
    return null;
  };
  const managed = (await franchisesWhere(db, true))
    .map((f) => ({ franchise: f, role: roleIn(f) }))
    .filter((m): m is { franchise: FranchiseRow; role: ManagerRole } => m.role !== null);
  if (managed.length === 0) return [];
  const roster = await franchiseRosters(
    db,
    managed.map((m) => m.franchise.id),
  );
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
