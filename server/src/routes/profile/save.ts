import type { ProfileJson } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { profiles } from "../../db/schema/index.js";
import { httpError } from "../../http/errors.js";
import { currentSeason } from "../../league/seasons.js";

/**
 * `PATCH /api/profile` (Our rules 2): the signed-in user's editable fields replace his stored
 * profile (the editor sends the whole form; a field left out is cleared). The first season may not
 * be later than the current one.
 */
export async function saveProfile(db: Db, discordId: string, profile: ProfileJson, leagueNow: Date) {
  if (profile.firstCSCSeason !== undefined) {
    const current = (await currentSeason(db, leagueNow))?.number ?? 0;
    if (profile.firstCSCSeason > current) {
      throw httpError(400, `firstCSCSeason must be at most ${current}, the current season`);
    }
  }
  const now = new Date();
  await db
    .insert(profiles)
    .values({ discordId, profile, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.discordId, set: { profile, updatedAt: now } });
  return profile;
}
