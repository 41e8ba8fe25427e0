import { z } from "zod";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema } from "../constants/match-types.js";
import { playerTypeSchema } from "../constants/player-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import { discordIdSchema, isoDateTimeSchema, steam64IdSchema } from "./common.js";

/**
 * Field trees the core GraphQL endpoint answers (docs/api.md#graphql). Ids are strings everywhere:
 * home/away/winner ids and pickem team ids are compared with strict equality.
 */

/** A league player named by the franchise answer: enough to link to his page. */
const playerRef = z.object({ id: z.string(), name: z.string() });

/** `franchises(active: true, season)`: the main franchise and roster source. */
export const gqlFranchiseSchema = z.object({
  name: z.string(),
  prefix: z.string(),
  logo: z.object({ name: z.string(), url: z.string() }),
  gm: playerRef.nullable(),
  agm: playerRef.nullable(),
  agms: z.array(playerRef).nullable(),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      captain: z.object({ steam64Id: steam64IdSchema }).nullable(),
      tier: z.object({ name: tierNameSchema, mmrCap: z.number().int() }),
      players: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          discordId: discordIdSchema,
          steam64Id: steam64IdSchema,
          mmr: z.number().int().nullable(),
          avatarUrl: z.string(),
          /** Contract markers (spec 000 §4) come from the type of that season. */
          type: playerTypeSchema,
        }),
      ),
    }),
  ),
});
export type GqlFranchise = z.infer<typeof gqlFranchiseSchema>;

/** A franchise of the list (`franchiseList`): its card, without rosters. */
export type GqlFranchiseCard = Pick<GqlFranchise, "name" | "prefix" | "gm"> & {
  logo: Pick<GqlFranchise["logo"], "url">;
  teams: { id: string; tier: Pick<GqlFranchise["teams"][number]["tier"], "name"> }[];
};

/** `franchise(nameOrPrefix)`: a franchise page's address segment, its prefix or its name. */
export const franchiseLookupSchema = z
  .string()
  .trim()
  .min(1, "name a franchise")
  .max(100, "at most 100 characters");

/** The management-ids variant: who may open a franchise's GM panel (league player ids). */
export const franchiseManagementIdsSchema = z.object({
  prefix: z.string(),
  gm: z.object({ id: z.string() }),
  agm: z.object({ id: z.string() }).nullable(),
  agms: z.array(z.object({ id: z.string() })),
});
export type FranchiseManagementIds = z.infer<typeof franchiseManagementIdsSchema>;

const franchiseRef = z.object({ prefix: z.string(), name: z.string(), logo: z.object({ url: z.string() }) });
const teamRef = z.object({ id: z.string(), name: z.string() });

/** `matches(teamId, season)`: a scheduled league match with its played maps. */
export const coreMatchSchema = z.object({
  id: z.string(),
  scheduledDate: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
  demoUrl: z.string().nullable(),
  lobby: z.object({
    id: z.string(),
    mapBans: z.array(z.object({ number: z.number().int().min(1), map: mapIdSchema, team: teamRef })),
  }),
  matchDay: z.object({ number: matchDaySchema }),
  home: teamRef.extend({ tier: z.object({ name: tierNameSchema }), franchise: franchiseRef }),
  away: teamRef.extend({ franchise: franchiseRef }),
  dathostServer: z
    .object({ connectString: z.string(), port: z.number().int(), gotv: z.number().int() })
    .nullable(),
  /** 0 entries = unplayed, 1 = regular season, more = playoff series. */
  stats: z.array(
    z.object({
      homeScore: z.number().int().min(0),
      awayScore: z.number().int().min(0),
      mapName: mapIdSchema,
      mapNumber: z.number().int().min(1),
      winner: teamRef.nullable(),
      /** The map's matchId on the stats endpoint. */
      matchId: z.string(),
    }),
  ),
});
export type CoreMatch = z.infer<typeof coreMatchSchema>;
