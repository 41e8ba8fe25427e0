import { z } from "zod";
import { ARTICLE_STATES } from "../constants/articles.js";
import { MATCH_TYPES } from "../constants/match-types.js";
import { TIER_NAMES } from "../constants/tiers.js";
import { discordIdSchema, MAX_DB_INT } from "./common.js";

/**
 * Query-string and path parameters of the REST endpoints. Values arrive as strings; numbers are
 * coerced, and every message names the parameter so a 400 says which one is wrong.
 */

const positiveInt = (field: string) => {
  const message = `${field} must be a positive integer`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(MAX_DB_INT, `${field} must be at most ${MAX_DB_INT}`);
};

export const seasonParam = positiveInt("season");
export const matchTypeParam = z.enum(MATCH_TYPES, { error: `matchType must be ${MATCH_TYPES.join(" or ")}` });
export const tierParam = z.enum(TIER_NAMES, { error: `tier must be one of ${TIER_NAMES.join(", ")}` });

/** cached-players, pickems consensus / leaderboard / search, pickems save. */
export const seasonQuerySchema = z.object({ season: seasonParam });
export type SeasonQuery = z.infer<typeof seasonQuerySchema>;

/** extendedStats: the match type defaults to Regulation. */
export const extendedStatsQuerySchema = seasonQuerySchema.extend({
  matchType: matchTypeParam.default("Regulation"),
});

/** cached-stats. */
export const seasonMatchTypeQuerySchema = z.object({ season: seasonParam, matchType: matchTypeParam });
export type SeasonMatchTypeQuery = z.infer<typeof seasonMatchTypeQuerySchema>;

/** cached-tier-season-stats. */
export const tierSeasonStatsQuerySchema = seasonMatchTypeQuerySchema.extend({ tier: tierParam });
export type TierSeasonStatsQuery = z.infer<typeof tierSeasonStatsQuerySchema>;

/** extendedMatchStats: the stats match id without any "combines-" prefix. */
export const extendedMatchStatsQuerySchema = z.object({
  matchId: z.string().trim().min(1, "matchId is required").max(80, "matchId is too long"),
  matchType: matchTypeParam,
});
export type ExtendedMatchStatsQuery = z.infer<typeof extendedMatchStatsQuerySchema>;

/** plusRep and profile. */
export const discordIdQuerySchema = z.object({ discordId: discordIdSchema });
export type DiscordIdQuery = z.infer<typeof discordIdQuerySchema>;

/** One user's pickems of a season. */
export const pickemsQuerySchema = z.object({ discordId: discordIdSchema, season: seasonParam });
export type PickemsQuery = z.infer<typeof pickemsQuerySchema>;

/** Article list; `state` other than APPROVED is for admins. */
export const articlesQuerySchema = z.object({
  state: z.enum(ARTICLE_STATES, { error: `state must be one of ${ARTICLE_STATES.join(", ")}` }).optional(),
});
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/** `/articles/{id}` and `/article/{id}`. */
export const articleParamsSchema = z.object({ id: positiveInt("id") });
export type ArticleParams = z.infer<typeof articleParamsSchema>;

/** A player's accolades, by league player id. */
export const accoladesQuerySchema = z.object({
  playerId: z.string().trim().min(1, "playerId is required").max(64, "playerId is too long"),
});

/** FACEIT player lookup. */
export const faceitLookupQuerySchema = z.object({
  steamId: z.string().regex(/^\d{17}$/, "steamId must be a 17-digit steam64 id"),
  cscPlayerName: z.string().trim().min(1, "cscPlayerName is required").max(64, "cscPlayerName is too long"),
});
export type FaceitLookupQuery = z.infer<typeof faceitLookupQuerySchema>;
