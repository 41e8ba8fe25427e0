import { z } from "zod";
import { SERVER_MAPS } from "../constants/maps.js";
import {
  DEFAULT_ALERT_MESSAGE,
  MATCH_CONFIG_MAX_PLAYERS,
  SERVER_DURATION_HOURS,
  SERVER_NOTICE_MAX_LENGTH,
  SERVER_NOTICE_TYPES,
  SERVER_PASSWORD_MAX_LENGTH,
  SERVER_PASSWORD_PATTERN,
  SERVER_REQUEST_DEFAULTS,
  SERVER_TYPE_INFO,
  serverTypeSchema,
} from "../constants/servers.js";
import { discordIdSchema, isoDateTimeSchema, MAX_DB_INT } from "./common.js";
import { leaguePlayerSchema } from "./league-data.js";

/** On-demand game servers (docs/api.md#servers, spec 000 §5). */

export const serverNoticeSchema = z.object({
  /** "" = healthy: no banner is shown. */
  type: z.enum(SERVER_NOTICE_TYPES, { error: 'type must be "" or "alert"' }),
  message: z.string(),
});
export type ServerNotice = z.infer<typeof serverNoticeSchema>;

/** A running server as the list shows it. */
export const serverSchema = z.object({
  screenid: z.number().int(),
  owner: discordIdSchema,
  /** The address players connect to: `connect {host}:{port}`. */
  host: z.string(),
  port: z.number().int().min(1).max(65535),
  /** "<kind>.<...>"; the part before the first dot is shown. */
  type: z.string().min(1),
  /** REDACTED_PASSWORD when the viewer may not see it. */
  password: z.string(),
  isPrivate: z.boolean(),
  /** Shutdown time, epoch milliseconds. */
  datetime: z.number().int(),
});
export type Server = z.infer<typeof serverSchema>;

/** `GET /api/servers`. */
export const serverListResponseSchema = z.object({
  notice: serverNoticeSchema.nullable(),
  servers: z.array(serverSchema),
});
export type ServerListResponse = z.infer<typeof serverListResponseSchema>;

const port = z.number({ error: "port must be a number" }).int().min(1).max(65535, "port must be 1-65535");

/** `POST /api/servers/deets`. */
export const serverDetailsBodySchema = z.object({ port });
export type ServerDetailsBody = z.infer<typeof serverDetailsBodySchema>;

/** The game server's status query answer. */
export const serverDetailsResponseSchema = z.object({
  protocol: z.number().int(),
  name: z.string(),
  map: z.string(),
  folder: z.string(),
  game: z.string(),
  appId: z.number().int(),
  players: z.number().int().min(0),
  maxPlayers: z.number().int().min(0),
  bots: z.number().int().min(0),
  serverType: z.string(),
  environment: z.string(),
  visibility: z.number().int(),
  vac: z.number().int(),
  version: z.string(),
  port: z.number().int(),
  keywords: z.string(),
  gameId: z.string(),
});
export type ServerDetailsResponse = z.infer<typeof serverDetailsResponseSchema>;

/** `POST /api/servers/stop` (owner only): id is the list row's screenid. */
export const serverStopBodySchema = z.object({
  id: z
    .number({ error: "id must be a number" })
    .int("id must be a whole number")
    .min(-MAX_DB_INT, "id is out of range")
    .max(MAX_DB_INT, "id is out of range"),
});
export type ServerStopBody = z.infer<typeof serverStopBodySchema>;

/** The answer to a stop: the server that was shut down. */
export const serverStopResponseSchema = z.object({ id: z.number().int(), stoppedAt: isoDateTimeSchema });
export type ServerStopResponse = z.infer<typeof serverStopResponseSchema>;

const matchConfigSchema = z.object({
  players: z.array(leaguePlayerSchema).max(MATCH_CONFIG_MAX_PLAYERS),
  maps: z.array(z.enum(SERVER_MAPS as [string, ...string[]]).nullable()),
  friendlyFire: z.boolean().optional(),
  playOut: z.boolean().optional(),
});

const durationMessage = `serverDuration must be ${SERVER_DURATION_HOURS.min}-${SERVER_DURATION_HOURS.max} hours`;

/**
 * `POST /api/servers/request`. Slots must fall in the chosen type's range and the type must be live.
 * A blank password on a private server means the server picks one; a public server has none.
 */
export const serverRequestBodySchema = z
  .object({
    map: z
      .enum(SERVER_MAPS as [string, ...string[]], { error: `map must be one of ${SERVER_MAPS.join(", ")}` })
      .default(SERVER_REQUEST_DEFAULTS.map),
    playerSlots: z
      .number({ error: "playerSlots must be a number" })
      .int("playerSlots must be a whole number"),
    serverDuration: z
      .number({ error: "serverDuration must be a number of hours" })
      .int("serverDuration must be a whole number of hours")
      .min(SERVER_DURATION_HOURS.min, durationMessage)
      .max(SERVER_DURATION_HOURS.max, durationMessage)
      .default(SERVER_REQUEST_DEFAULTS.serverDuration),
    serverType: serverTypeSchema.default(SERVER_REQUEST_DEFAULTS.serverType),
    password: z
      .string()
      .max(SERVER_PASSWORD_MAX_LENGTH, `password must be at most ${SERVER_PASSWORD_MAX_LENGTH} characters`)
      .regex(SERVER_PASSWORD_PATTERN, "password must not contain spaces, semicolons or quotes")
      .default(""),
    isPrivate: z
      .boolean({ error: "isPrivate must be true or false" })
      .default(SERVER_REQUEST_DEFAULTS.isPrivate),
    gotv: z.boolean().default(SERVER_REQUEST_DEFAULTS.gotv),
    coachSlot: z.boolean().default(SERVER_REQUEST_DEFAULTS.coachSlot),
    matchConfig: matchConfigSchema.default({ players: [], maps: [] }),
  })
  .superRefine((req, ctx) => {
    const info = SERVER_TYPE_INFO[req.serverType];
    if (!info.enabled) {
      ctx.addIssue({
        code: "custom",
        path: ["serverType"],
        message: `serverType ${req.serverType} is not available yet`,
      });
    }
    if (req.playerSlots < info.minSlots || req.playerSlots > info.maxSlots) {
      ctx.addIssue({
        code: "custom",
        path: ["playerSlots"],
        message: `playerSlots for ${req.serverType} must be ${info.minSlots}-${info.maxSlots}`,
      });
    }
    if (!req.isPrivate && req.password !== "") {
      ctx.addIssue({ code: "custom", path: ["password"], message: "password is only for a private server" });
    }
  });
export type ServerRequestBody = z.input<typeof serverRequestBodySchema>;
export type ServerRequest = z.output<typeof serverRequestBodySchema>;

/** `POST /api/servers/notice` (admin). An alert without text gets the default alert message. */
export const serverNoticeBodySchema = z.object({
  notice: z
    .object({
      type: serverNoticeSchema.shape.type,
      message: z
        .string()
        .trim()
        .max(SERVER_NOTICE_MAX_LENGTH, `message must be at most ${SERVER_NOTICE_MAX_LENGTH} characters`),
    })
    .transform((n) =>
      n.type === "alert" && n.message === "" ? { ...n, message: DEFAULT_ALERT_MESSAGE } : n,
    ),
});
export type ServerNoticeBody = z.input<typeof serverNoticeBodySchema>;

/** The notice in force, as stored. */
export const serverNoticeRecordSchema = serverNoticeSchema.extend({
  updatedBy: discordIdSchema,
  updatedAt: isoDateTimeSchema,
});
export type ServerNoticeRecord = z.infer<typeof serverNoticeRecordSchema>;
