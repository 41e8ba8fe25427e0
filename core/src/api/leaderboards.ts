import { z } from "zod";
import { tierNameSchema } from "../constants/tiers.js";
import { WEAPON_LEADERBOARD } from "../constants/weapons.js";
import {
  CHICKEN_KEYS,
  LEADERBOARD_STAT_KEYS,
  LEADERBOARD_TRACKED_KEYS,
  type LeaderboardPlayer,
} from "../rules/leaderboards.js";
import { objectOf } from "../stats/object-of.js";

/**
 * `GET /api/fragboard/leaderboards?season=&matchType=`: the leaderboard rows of a season and match
 * type (core/src/rules/leaderboards.ts): only the fields the boards rank, so the page loads a
 * fraction of cached-stats and cached-players and filters in the browser.
 */

const count = z.number().min(0);

export const leaderboardPlayerSchema = z.object({
  name: z.string(),
  tier: tierNameSchema,
  franchise: z.string(),
  games: z.number().int().min(0),
  totalGames: z.number().int().min(0),
  stats: objectOf(LEADERBOARD_STAT_KEYS, z.number()),
  extended: z
    .object({
      chickens: objectOf(CHICKEN_KEYS, count),
      tracked: objectOf(LEADERBOARD_TRACKED_KEYS, count),
      weaponKills: z.partialRecord(z.enum(WEAPON_LEADERBOARD), count),
    })
    .nullable(),
}) satisfies z.ZodType<LeaderboardPlayer>;

export const leaderboardsResponseSchema = z.object({
  season: z.number().int().positive(),
  lastUpdate: z.string(),
  /** The franchises that have a player on the boards, by prefix: the franchise filter's options. */
  franchises: z.array(z.object({ prefix: z.string(), name: z.string() })),
  players: z.array(leaderboardPlayerSchema),
});
export type LeaderboardsResponse = z.infer<typeof leaderboardsResponseSchema>;
