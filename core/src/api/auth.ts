import { z } from "zod";
import { discordIdSchema, httpUrlSchema, isoDateTimeSchema } from "./common.js";

/** Discord sign-in and the session (docs/api.md#sign-in). */

/**
 * `POST /api/discord/login`: the sign-in callback (/cb) hands over the provider's `code` and the
 * `state` it came back with; redirect_uri is `{origin}/cb`, the same as in the authorize step. In
 * the local demo mode the code comes from the local sign-in page instead of Discord.
 */
export const discordLoginBodySchema = z.object({
  code: z.string({ error: "code is required" }).min(1, "code is required").max(2048),
  state: z.string({ error: "state is required" }).min(1, "state is required").max(256),
  redirect_uri: httpUrlSchema("redirect_uri"),
});
export type DiscordLoginBody = z.infer<typeof discordLoginBodySchema>;

/** The fields of the chat platform's user object we read. */
export const discordUserSchema = z.object({
  id: discordIdSchema,
  username: z.string().min(1),
  global_name: z.string().nullish(),
  /** Avatar hash: cdn.discordapp.com/avatars/{id}/{avatar}.webp. */
  avatar: z.string().nullish(),
});
export type DiscordUser = z.infer<typeof discordUserSchema>;

/** The session itself travels in the httpOnly `jwt` cookie, never in a body. */
export const discordLoginResponseSchema = z.object({
  /** Where the callback page goes next: the path the Login button was pressed on. */
  returnTo: z.string(),
});
export type DiscordLoginResponse = z.infer<typeof discordLoginResponseSchema>;

/** How the Login button signs people in: Discord, the offline demo page, or not at all. */
export const SIGN_IN_MODES = ["discord", "local", "off"] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/** A path of this site to come back to after signing in: "/x", never "//host" or a URL. */
export const returnPathSchema = z
  .string()
  .max(2048)
  .refine((p) => /^\/(?![/\\])/.test(p), "returnTo must be a path of this site, like /players");

/** `GET /api/auth/login?returnTo=`: starts a sign-in. */
export const loginQuerySchema = z.object({ returnTo: returnPathSchema.default("/") });

/** `GET /api/auth/local/members?q=`: who the demo sign-in page offers. */
export const localMembersQuerySchema = z.object({
  q: z.string().trim().max(64, "q must be at most 64 characters").default(""),
});

export const localMemberSchema = z.object({
  discordId: discordIdSchema,
  discordUsername: z.string(),
  /** The league player's name, when the member is one. */
  playerName: z.string().nullable(),
  /** Team and franchise prefix of his current season, when he has one. */
  team: z.string().nullable(),
  franchisePrefix: z.string().nullable(),
  /** Listed in ADMIN_DISCORD_IDS: signs in with the admin scope. */
  admin: z.boolean(),
});
export type LocalMember = z.infer<typeof localMemberSchema>;

export const localMembersResponseSchema = z.object({
  members: z.array(localMemberSchema),
  /** How many members match q in all (the list shows the first ones). */
  total: z.number().int().min(0),
});
export type LocalMembersResponse = z.infer<typeof localMembersResponseSchema>;

/** `POST /api/auth/local/authorize`: the demo page's "sign in as"; answered with the /cb address. */
export const localAuthorizeBodySchema = z.object({
  discordId: discordIdSchema,
  state: z.string({ error: "state is required" }).min(1, "state is required").max(256),
});
export const localAuthorizeResponseSchema = z.object({ redirectTo: z.string() });

/** Claims of the session JWT; `admin` in scopes opens the admin area. */
export const sessionClaimsSchema = z.object({
  sub: discordIdSchema,
  scopes: z.array(z.string()),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** A franchise role of the signed-in player (spec 000 §6: General Manager, Asst. GM, team captain). */
export const FRANCHISE_ROLES = ["GM", "AGM", "CAPTAIN"] as const;
export type FranchiseRole = (typeof FRANCHISE_ROLES)[number];

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

/** The signed-in user's league player, with where he plays this season. */
export const mePlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  steam64Id: z.string(),
  avatarUrl: z.string(),
  tier: z.string(),
  type: z.string(),
  team: z
    .object({
      id: z.string(),
      name: z.string(),
      franchise: z.object({ name: z.string(), prefix: z.string() }),
    })
    .nullable(),
});
export type MePlayer = z.infer<typeof mePlayerSchema>;

/**
 * `GET /api/me`: who is signed in (user null when nobody is), his player, franchise roles (the GM
 * panel opens for GM and AGM) and the scopes of his session; `signIn` says what Login does.
 */
export const meResponseSchema = z.object({
  user: loginUserSchema.nullable(),
  player: mePlayerSchema.nullable(),
  franchiseRoles: z.array(
    z.object({
      role: z.enum(FRANCHISE_ROLES),
      franchise: z.object({ name: z.string(), prefix: z.string() }),
      /** The team he captains (CAPTAIN only). */
      team: z.string().nullable(),
    }),
  ),
  scopes: z.array(z.string()),
  signIn: z.enum(SIGN_IN_MODES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** One server-side session of a member (docs/auth.md#sessions): a sign-in, or an operator's named token. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  /** The operator's name for an admin token; null for a browser sign-in. */
  name: z.string().nullable(),
  scopes: z.array(z.string()),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  /** When it was signed out or revoked; null = still valid. */
  revokedAt: isoDateTimeSchema.nullable(),
  /** Its last request, to the minute; null = never used since it was issued. */
  lastSeenAt: isoDateTimeSchema.nullable(),
  /** Browser and system of its last request, shortened ("Firefox 128 on Linux"). */
  client: z.string().nullable(),
  /** Network of its last request, shortened (IPv4 /24, IPv6 /48), never the whole address. */
  network: z.string().nullable(),
  /** Whether it is the session asking (in the admins' list): revoking it signs the asker out. */
  current: z.boolean().optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** `GET /api/admin/members/{discordId}/sessions`: his sessions that have not expired, newest first. */
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });

/** `POST /api/auth/logout-everywhere` and the admin's revoke-all: how many sessions ended. */
export const sessionsRevokedSchema = z.object({ revoked: z.number().int().nonnegative() });
