import type { Db } from "../../db/client.js";
import { namesOfPeople } from "../../repositories/community/people.js";

/**
 * What the pickems pages call each picker: his league player name, else the name he signed in
 * with (Discord display name, else username). Everyone who saved picks signed in, so the last
 * fallback, his Discord id, is for a user row deleted since.
 */
export async function pickerNames(db: Db, discordIds: readonly string[]): Promise<(id: string) => string> {
  const ids = [...new Set(discordIds)];
  if (ids.length === 0) return (id) => `Discord user ${id}`;
  const { playerRows, userRows } = await namesOfPeople(db, ids);
  const names = new Map(userRows.map((u) => [u.discordId, u.globalName || u.username]));
  // The same player as requirePerson picks when one Discord id has several (lowest id).
  for (const p of playerRows.toReversed()) names.set(p.discordId, p.name);
  return (id) => names.get(id) ?? `Discord user ${id}`;
}
