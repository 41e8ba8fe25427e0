import { type ProfileBundle, type ProfileTeamHistory, profileJsonSchema } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { storedProfile } from "../../repositories/community/profiles.js";
import { mmrHistoryOf, teamHistoryOf } from "../../repositories/league/history.js";
import { requirePerson } from "../community/people.js";

/**
 * `GET /api/profile` (Our rules 2): always the whole bundle. A user who never saved a profile has
 * `{}`; someone who is not a league player has no history. Name changes are not recorded, so
 * nameAliases is empty. Both histories run oldest first; an MMR is dated by its season's start.
 */
export async function profileBundle(db: Db, discordId: string): Promise<ProfileBundle> {
  const { playerId } = await requirePerson(db, discordId);
  const stored = await storedProfile(db, discordId);
  const [history, mmr] = playerId
    ? await Promise.all([teamHistoryOf(db, playerId), mmrHistoryOf(db, playerId)])
    : [[], []];
  return {
    profile: stored === undefined ? {} : profileJsonSchema.parse(stored),
    teamHistory: history.map(
      (h): ProfileTeamHistory => ({
        season: h.season,
        changeType: h.changeType,
        value: h.value,
        dateCreated: h.dateCreated.toISOString(),
        metadata: {
          ...(h.teamId === null ? {} : { teamId: h.teamId }),
          ...(h.franchisePrefix === null ? {} : { franchisePrefix: h.franchisePrefix }),
        },
      }),
    ),
    nameAliases: [],
    mmrHistory: mmr.map((m) => ({ mmr: m.mmr, date: m.startDate.toISOString() })),
  };
}
