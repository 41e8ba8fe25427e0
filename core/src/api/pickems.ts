import { z } from "zod";
import { tierNameSchema } from "../constants/tiers.js";
import { discordIdSchema, isoDateTimeSchema } from "./common.js";

/** Weekly match-winner predictions (docs/api.md#pickems, docs/rules.md#pickems). */

export const pickSchema = z.object({ teamId: z.string().min(1), teamName: z.string() });
export type Pick = z.infer<typeof pickSchema>;

/** Core match id -> the picked team, or null for a pick taken back. */
export const picksSchema = z.record(z.string().min(1), pickSchema.nullable());
export type Picks = z.infer<typeof picksSchema>;

/** `GET /api/fragboard/pickems`: a user without saved picks has no tier yet. */
export const pickemsResponseSchema = z.object({
  tier: tierNameSchema.nullable(),
  pickems: picksSchema,
  dateUpdated: isoDateTimeSchema.nullable(),
});
export type PickemsResponse = z.infer<typeof pickemsResponseSchema>;

/** `POST /api/fragboard/pickems?season=`: answered with pickemsResponseSchema. */
export const pickemsSaveBodySchema = z.object({
  tier: tierNameSchema,
  picks: picksSchema,
});
export type PickemsSaveBody = z.infer<typeof pickemsSaveBodySchema>;

/** `GET .../pickems/matchup-concensus` (sic): match id -> team id -> who picked it. */
export const pickemsConsensusSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ count: z.number().int().min(0), discordIds: z.array(discordIdSchema) })),
);
export type PickemsConsensus = z.infer<typeof pickemsConsensusSchema>;

/** `GET .../pickems/leaderboard`: points descending (the client shows server order). */
export const pickemsLeaderboardSchema = z.object({
  lastUpdate: isoDateTimeSchema,
  leaderboard: z.array(
    z.object({
      discordId: discordIdSchema,
      /** Our addition: his league player name, else his Discord name (docs/api.md#pickems). */
      name: z.string(),
      tier: tierNameSchema,
      points: z.number().int().min(0),
    }),
  ),
});
export type PickemsLeaderboard = z.infer<typeof pickemsLeaderboardSchema>;

/** `GET /api/fragboard/pickemsSearch`: who has saved picks this season. */
export const pickemsSearchSchema = z.array(
  z.object({
    discordId: discordIdSchema,
    /** As in the leaderboard. */
    name: z.string(),
    tier: tierNameSchema,
    season: z.number().int().positive(),
  }),
);
export type PickemsSearch = z.infer<typeof pickemsSearchSchema>;

/** One stored pickems sheet per (discordId, season); its tier is fixed by the first save. */
export const pickemsRecordSchema = z.object({
  discordId: discordIdSchema,
  season: z.number().int().positive(),
  tier: tierNameSchema,
  picks: picksSchema,
  dateUpdated: isoDateTimeSchema,
});
export type PickemsRecord = z.infer<typeof pickemsRecordSchema>;

/** `GET /api/fragboard/pickems/clock`: the league's "now" that picks lock against. */
export const pickemsClockSchema = z.object({ now: isoDateTimeSchema });
export type PickemsClock = z.infer<typeof pickemsClockSchema>;
