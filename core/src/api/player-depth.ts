import { z } from "zod";
import { MAPS } from "../constants/maps.js";
import { matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import { sideSchema } from "../events/map-events.js";
import { teamHistoryEntrySchema } from "../league/league.js";
import { MAP_RESULTS, matchDayOrder } from "../stats/filtered.js";
import { objectOf } from "../stats/object-of.js";
import { extendedStatsSchema, seasonStatsSchema } from "../stats/shapes.js";
import { SEASON_STAT_KEYS } from "../stats/stat-keys.js";
import { steam64IdSchema } from "./common.js";
import { matchTypeParam, seasonParam, tierParam } from "./queries.js";

/**
 * A player's depth endpoints (docs/api.md#player-depth): his stats over a filtered set of maps, his
 * career over every season, and the global search.
 */

const MAP_IDS = MAPS.map((m) => m.id) as [string, ...string[]];
const matchDayParam = (field: string) =>
  z.string().regex(/^[MPC]\d{1,2}$/, `${field} must be a match day: M<n>, P<n> or C<n>`);

/** `GET /api/fragboard/player-stats`: the scope (player, season, optional match type and tier) and the filters. */
export const playerStatsQuerySchema = z
  .object({
    steam64Id: steam64IdSchema,
    season: seasonParam,
    matchType: matchTypeParam.optional(),
    tier: tierParam.optional(),
    map: z.enum(MAP_IDS, { error: `map must be one of ${MAP_IDS.join(", ")}` }).optional(),
    side: z.enum(sideSchema.options, { error: "side must be CT or T" }).optional(),
    opponent: z.string().trim().min(1, "opponent is empty").max(64, "opponent is too long").optional(),
    from: matchDayParam("from").optional(),
    to: matchDayParam("to").optional(),
    result: z.enum(MAP_RESULTS, { error: `result must be ${MAP_RESULTS.join(" or ")}` }).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || matchDayOrder(q.from) <= matchDayOrder(q.to), {
    path: ["to"],
    message: "to must not be before from",
  });
export type PlayerStatsQuery = z.infer<typeof playerStatsQuerySchema>;

export const mapTableRowSchema = z.object({
  map: z.string(),
  games: z.number().int().min(0),
  wins: z.number().int().min(0),
  rating: z.number(),
  adr: z.number(),
  kast: z.number(),
  ctRating: z.number(),
  TRating: z.number(),
});

export const playerStatsResponseSchema = z.object({
  steam64Id: z.string(),
  season: z.number().int(),
  /** Maps the filters keep. */
  maps: z.number().int().min(0),
  matchIds: z.array(z.string()),
  /** The season fields over the kept maps; null where a side filter has no figure. */
  stats: objectOf(SEASON_STAT_KEYS, z.number().nullable(), { name: z.string() }),
  extended: extendedStatsSchema.nullable(),
  mapTable: z.array(mapTableRowSchema),
  /** What the filter bar offers: the teams he met and the match days he played in the scope. */
  options: z.object({
    opponents: z.array(z.object({ id: z.string(), name: z.string() })),
    matchDays: z.array(z.string()),
  }),
});
export type PlayerStatsResponse = z.infer<typeof playerStatsResponseSchema>;

/** `GET /api/fragboard/player-career`. */
export const playerCareerQuerySchema = z.object({ steam64Id: steam64IdSchema });

export const careerRowSchema = z.object({
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  /** His team on his latest map of the row. */
  team: z.string().nullable(),
  role: z.string(),
  stats: seasonStatsSchema,
});
export type CareerRow = z.infer<typeof careerRowSchema>;

export const careerPointSchema = z.object({
  matchId: z.string(),
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  matchDay: z.string(),
  playedAt: z.string(),
  mapName: z.string(),
  rating: z.number(),
});
export type CareerPoint = z.infer<typeof careerPointSchema>;

export const playerCareerResponseSchema = z.object({
  steam64Id: z.string(),
  name: z.string(),
  /** One row per (season, tier, match type) he has stats in, newest season first. */
  rows: z.array(careerRowSchema),
  /** Every map he played, oldest first. */
  points: z.array(careerPointSchema),
  /** Season boundaries of the seasons he played. */
  seasons: z.array(z.object({ number: z.number().int(), startDate: z.string(), endDate: z.string() })),
  history: z.array(
    teamHistoryEntrySchema.pick({ season: true, changeType: true, value: true, dateCreated: true }),
  ),
});
export type PlayerCareerResponse = z.infer<typeof playerCareerResponseSchema>;

/** `GET /api/fragboard/search?q=`. */
export const SEARCH_LIMIT = 12;
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, "q is required").max(64, "q is too long"),
  limit: z.coerce
    .number({ error: "limit must be an integer" })
    .int("limit must be an integer")
    .min(1, "limit must be at least 1")
    .max(50, "limit must be at most 50")
    .default(SEARCH_LIMIT),
});

export const SEARCH_KINDS = ["player", "team", "franchise"] as const;
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** Player: his name (the page address); team: team name; franchise: prefix. */
  name: z.string(),
  /** Player: CSC id; team: team id; franchise: prefix. */
  id: z.string(),
  tier: z.string().nullable(),
  /** Player: his team's name; team: its franchise's name. */
  team: z.string().nullable(),
  /** The franchise prefix, for team and franchise addresses. */
  franchise: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({ q: z.string(), results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
