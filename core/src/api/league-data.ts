import { z } from "zod";
import { playerTypeSchema } from "../constants/player-types.js";
import { playerTierNameSchema, TIER_NAMES, type TierName, tierNameSchema } from "../constants/tiers.js";
import { extendedStatsSchema, seasonStatsSchema } from "../stats/shapes.js";
import { discordIdSchema, steam64IdSchema } from "./common.js";

/** Cached league data endpoints (docs/api.md#season-metadata and the sections after it). */

/** One row of `GET /api/csc/cached-players`: the roster record the web app joins stats to by name. */
export const leaguePlayerSchema = z.object({
  id: z.string().min(1),
  steam64Id: steam64IdSchema,
  /** The join key to stats and extended stats (exact, case-sensitive). */
  name: z.string().min(1),
  discordId: discordIdSchema.optional(),
  faceitName: z.string().nullish(),
  /** 0 is shown as "???" (MMR not released). */
  mmr: z.number().int().min(0).optional(),
  avatarUrl: z.string(),
  /** Seasons remaining. */
  contractDuration: z.number().int().min(0).nullish(),
  tier: z.object({ name: playerTierNameSchema }),
  team: z
    .object({ name: z.string(), franchise: z.object({ name: z.string(), prefix: z.string() }) })
    .nullish(),
  type: playerTypeSchema.optional(),
});
export type LeaguePlayer = z.infer<typeof leaguePlayerSchema>;

export const leagueTierSchema = z.object({
  tier: z.object({
    name: tierNameSchema,
    mmrCap: z.number().int(),
    /** Tailwind hue name, e.g. "red". */
    color: z.string(),
    mmrMin: z.number().int(),
    mmrMax: z.number().int(),
  }),
});
export type LeagueTier = z.infer<typeof leagueTierSchema>;

/** `GET /api/csc/cached-season-metadata`: bootstraps the app with the current season. */
export const seasonMetadataResponseSchema = z.object({
  number: z.number().int().positive(),
  league: z.object({ leagueTiers: z.array(leagueTierSchema) }),
  hasSeasonStarted: z.boolean(),
  /** (sic, as in the contract) not displayed. */
  lastUpadated: z.string().optional(),
});
export type SeasonMetadataResponse = z.infer<typeof seasonMetadataResponseSchema>;

export const cachedPlayersResponseSchema = z.object({ data: z.array(leaguePlayerSchema) });
export type CachedPlayersResponse = z.infer<typeof cachedPlayersResponseSchema>;

const statsByTier = z.object(
  Object.fromEntries(TIER_NAMES.map((t) => [t, z.array(seasonStatsSchema)])) as Record<
    TierName,
    z.ZodArray<typeof seasonStatsSchema>
  >,
);

/** `GET /api/csc/cached-stats`: every tier's season stats for one season and match type. */
export const cachedStatsResponseSchema = z.object({ lastUpdate: z.string(), data: statsByTier });
export type CachedStatsResponse = z.infer<typeof cachedStatsResponseSchema>;

/**
 * `GET /api/csc/cached-tier-season-stats`: one tier, in the envelope of the GraphQL
 * getTierSeasonStats it stands in for, with that operation's `Team` alias: the team the player's
 * latest map of the tier was for (null when it had none).
 */
export const tierSeasonStatsResponseSchema = z.object({
  data: z.object({ tierSeasonStats: z.array(seasonStatsSchema.extend({ Team: z.string().nullable() })) }),
});
export type TierSeasonStatsResponse = z.infer<typeof tierSeasonStatsResponseSchema>;

/** `GET /api/fragboard/extendedStats`: we always answer the object form of the two the client accepts. */
export const extendedStatsResponseSchema = z.object({
  lastUpdated: z.string(),
  data: z.array(extendedStatsSchema),
});
export type ExtendedStatsResponse = z.infer<typeof extendedStatsResponseSchema>;
