import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { players, users } from "../../db/schema/index.js";

/**
 * What the pickems pages call each picker: his league player name, else the name he signed in
 * with (Discord display name, else username). Everyone who saved picks signed in, so the last
 * fallback, his Discord id, is for a user row deleted since.
 */
export async function pickerNames(db: Db, discordIds: readonly string[]): Promise<(id: string) => string> {
  const ids = [...new Set(discordIds)];
  if (ids.length === 0) return (id) => `Discord user ${id}`;
  const [playerRows, userRows] = await Promise.all([
    db
      .select({ discordId: players.discordId, name: players.name })
      .from(players)
      .where(inArray(players.discordId, ids))
      // The same player as requirePerson picks when one Discord id has several (lowest id).
      .orderBy(asc(players.id)),
    db
      .select({ discordId: users.discordId, username: users.username, globalName: users.globalName })
      .from(users)
      .where(inArray(users.discordId, ids)),
  ]);
  const names = new Map(userRows.map((u) => [u.discordId, u.globalName || u.username]));
  for (const p of playerRows.toReversed()) names.set(p.discordId, p.name);
  return (id) => names.get(id) ?? `Discord user ${id}`;
}
