import { z } from "zod";
import { isoDateTimeSchema, steam64IdSchema } from "./common.js";

/** Third-party data our server fetches for the web app: FACEIT and Twitch (docs/api.md#faceit, docs/api.md#twitch). */

/** `GET /api/faceit/playerlookup`. */
export const faceitLookupResponseSchema = z.object({
  id: z.number().int(),
  faceitIdentifier: z.string(),
  updatedAt: isoDateTimeSchema,
  /** Skill level 0..10. */
  rank: z.number().int().min(0).max(10),
  highestRank: z.number().int().min(0).max(10),
  faceitName: z.string(),
  elo: z.number().int(),
});
export type FaceitLookupResponse = z.infer<typeof faceitLookupResponseSchema>;

const hubPlayerSchema = z.object({
  player_id: z.string(),
  nickname: z.string(),
  stats: z.record(z.string(), z.string()),
});

/** `GET /api/faceit/fapl/stats`: the two FAPL hubs. */
export const faplStatsResponseSchema = z.object({
  Upper: z.array(hubPlayerSchema),
  Lower: z.array(hubPlayerSchema),
});
export type FaplStatsResponse = z.infer<typeof faplStatsResponseSchema>;
export type FaplHubPlayer = z.infer<typeof hubPlayerSchema>;

/** A FACEIT account as stored (the simulated league's, or one the FACEIT client looked up). */
export const faceitAccountRecordSchema = z.object({
  steam64Id: steam64IdSchema,
  faceitId: z.string().min(1),
  faceitName: z.string().min(1),
  elo: z.number().int().min(0),
  level: z.number().int().min(0).max(10),
  highestLevel: z.number().int().min(0).max(10),
  updatedAt: isoDateTimeSchema,
});
export type FaceitAccountRecord = z.infer<typeof faceitAccountRecordSchema>;

/** Twitch logins: 1-25 letters, digits or underscores. */
export const twitchLoginSchema = z
  .string()
  .regex(/^\w{1,25}$/, "twitchUsernames must be Twitch logins (letters, digits, underscores)");

/** `POST /api/twitch/getTwitchUser`; Twitch answers at most 100 logins per call. */
export const twitchStreamsBodySchema = z.object({
  twitchUsernames: z.array(twitchLoginSchema).min(1, "twitchUsernames must not be empty").max(100),
});
export type TwitchStreamsBody = z.infer<typeof twitchStreamsBodySchema>;

export const twitchStreamSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_login: z.string(),
  user_name: z.string(),
  game_id: z.string(),
  game_name: z.string(),
  type: z.string(),
  title: z.string(),
  viewer_count: z.number().int().min(0),
  started_at: isoDateTimeSchema,
  language: z.string(),
  /** Contains {width} and {height} placeholders. */
  thumbnail_url: z.string(),
  tag_ids: z.array(z.string()),
  tags: z.array(z.string()),
  is_mature: z.boolean(),
});
export type TwitchStream = z.infer<typeof twitchStreamSchema>;

/** Only live streams are listed. */
export const twitchStreamsResponseSchema = z.object({ data: z.array(twitchStreamSchema) });
export type TwitchStreamsResponse = z.infer<typeof twitchStreamsResponseSchema>;
