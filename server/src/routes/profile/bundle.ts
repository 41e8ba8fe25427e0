import { type ProfileBundle, type ProfileTeamHistory, profileJsonSchema } from "@fragboard/core";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { playerSeasons, profiles, seasons, teamHistory } from "../../db/schema/index.js";
import { requirePerson } from "../community/people.js";

/**
 * `GET /api/profile` (Our rules 2): always the whole bundle. A user who never saved a profile has
 * `{}`; someone who is not a league player has no history. Name changes are not recorded, so
 * nameAliases is empty. Both histories run oldest first; an MMR is dated by its season's start.
 */
export async function profileBundle(db: Db, discordId: string): Promise<ProfileBundle> {
  const { playerId } = await requirePerson(db, discordId);
  const [stored] = await db
    .select({ profile: profiles.profile })
    .from(profiles)
    .where(eq(profiles.discordId, discordId));
  const [history, mmr] = playerId
    ? await Promise.all([
        db
          .select()
          .from(teamHistory)
          .where(eq(teamHistory.playerId, playerId))
          .orderBy(asc(teamHistory.dateCreated), asc(teamHistory.id)),
        db
          .select({ mmr: playerSeasons.mmr, startDate: seasons.startDate })
          .from(playerSeasons)
          .innerJoin(seasons, eq(seasons.number, playerSeasons.season))
          .where(eq(playerSeasons.playerId, playerId))
          .orderBy(asc(playerSeasons.season)),
      ])
    : [[], []];
  return {
    profile: stored ? profileJsonSchema.parse(stored.profile) : {},
    teamHistory: history.map(
      (h): ProfileTeamHistory => ({
        season: h.season,
        changeType: h.changeType as ProfileTeamHistory["changeType"],
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
