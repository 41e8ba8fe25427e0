import { z } from "zod";
import { discordIdSchema, httpUrlSchema, isoDateTimeSchema } from "./common.js";

/** Discord sign-in and the session (docs/api.md#sign-in). */

/** `POST /api/discord/login`: redirect_uri is `{origin}/cb`, the same as in the authorize step. */
export const discordLoginBodySchema = z.object({
  code: z.string({ error: "code is required" }).min(1, "code is required"),
  redirect_uri: httpUrlSchema("redirect_uri"),
});
export type DiscordLoginBody = z.infer<typeof discordLoginBodySchema>;

/** The fields of the chat platform's user object we read. */
export const discordUserSchema = z.object({
  id: discordIdSchema,
  username: z.string(),
  global_name: z.string().nullish(),
  /** Avatar hash: cdn.discordapp.com/avatars/{id}/{avatar}.webp. */
  avatar: z.string().nullish(),
});
export type DiscordUser = z.infer<typeof discordUserSchema>;

export const discordLoginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Our session token, sent back as `Authorization: Bearer <jwt>`. */
  jwt: z.string(),
  discordUser: discordUserSchema.optional(),
});
export type DiscordLoginResponse = z.infer<typeof discordLoginResponseSchema>;

/** `POST /api/discord/refresh`: answered with discordLoginResponseSchema. */
export const discordRefreshBodySchema = z.object({
  refresh_token: z.string({ error: "refresh_token is required" }).min(1, "refresh_token is required"),
});
export type DiscordRefreshBody = z.infer<typeof discordRefreshBodySchema>;

export const ADMIN_SCOPE = "admin";

/** Claims of the session JWT; `admin` in scopes opens the admin area. */
export const sessionClaimsSchema = z.object({
  sub: discordIdSchema,
  scopes: z.array(z.string()),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** The signed-in user as the app shell shows it. */
export const loginUserSchema = z.object({
  discordId: discordIdSchema,
  discordUsername: z.string(),
  /** League player id when the Discord user is a league player. */
  id: z.string().nullable(),
  /** Avatar image URL. */
  avatar: z.string().nullable(),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** A stored user: everyone who has signed in (or, offline, the simulator's seeded users). */
export const userRecordSchema = z.object({
  discordId: discordIdSchema,
  discordUsername: z.string().min(1),
  /** Avatar hash from the chat platform. */
  avatar: z.string().nullable(),
  playerId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;
