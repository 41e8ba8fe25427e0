import type { ProfileJson } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { upsertProfile } from "../../repositories/community/profiles.js";
import { currentSeason } from "../../repositories/league/seasons.js";

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
  await upsertProfile(db, discordId, profile, new Date());
  return profile;
}
