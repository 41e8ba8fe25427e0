import { z } from "zod";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema, matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import type { StoredMatch } from "../events/stored-map.js";

/** What identifies a played map and places it in a season: the key columns of every per-map row. */
export const mapKeySchema = z.object({
  matchId: z.string(),
  scheduledMatchId: z.string().nullable(),
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  matchDay: matchDaySchema,
  mapName: mapIdSchema,
  playedAt: z.string(),
});
export type MapKey = z.infer<typeof mapKeySchema>;

export const mapKeyOf = (m: StoredMatch): MapKey => ({
  matchId: m.matchId,
  scheduledMatchId: m.scheduledMatchId,
  season: m.season,
  tier: m.tier,
  matchType: m.matchType,
  matchDay: m.matchDay,
  mapName: m.mapName,
  playedAt: m.playedAt,
});
