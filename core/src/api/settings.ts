import { z } from "zod";
import { discordIdSchema, httpUrlSchema, steam64IdSchema } from "./common.js";
import { twitchLoginSchema } from "./integrations.js";

/**
 * Lists the old client hard-coded, kept as admin-editable configuration in the database and seeded
 * by the simulator (Our rules 10). Every field has a default, so `settingsSchema.parse({})` is a
 * complete configuration.
 */
export const settingsSchema = z.object({
  /** Joke role labels that replace the computed role of these players ("THE GOAT", "IGL"...). */
  noveltyRoles: z.record(steam64IdSchema, z.string().trim().min(1).max(32)).default({}),
  /** Who is offered the retake-server request banner. */
  serverRequestBanner: z
    .object({
      franchisePrefixes: z.array(z.string().min(1).max(5)).default([]),
      steamIds: z.array(steam64IdSchema).default([]),
    })
    .default({ franchisePrefixes: [], steamIds: [] }),
  /** The two users who see the standings JSON box. */
  standingsJsonUsers: z
    .array(discordIdSchema)
    .max(2, "standingsJsonUsers holds at most two users")
    .default([]),
  /** Channels whose live streams become notifications. */
  twitchChannels: z.array(twitchLoginSchema).max(100).default([]),
  /** The league's franchise history spreadsheets, linked from the franchises page (spec 000 §2). */
  franchiseHistoryLinks: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(60),
        url: httpUrlSchema("a history link"),
      }),
    )
    .max(20)
    .default([]),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** The lists an admin edits on the admin page, one at a time. */
export const EDITABLE_SETTINGS = [
  "noveltyRoles",
  "serverRequestBanner",
  "standingsJsonUsers",
  "twitchChannels",
  "franchiseHistoryLinks",
] as const;
export type EditableSetting = (typeof EDITABLE_SETTINGS)[number];

/** `PUT /api/admin/settings`: one list, replaced whole. */
export const settingUpdateBodySchema = z.discriminatedUnion(
  "key",
  [
    z.object({ key: z.literal("noveltyRoles"), value: settingsSchema.shape.noveltyRoles }),
    z.object({ key: z.literal("serverRequestBanner"), value: settingsSchema.shape.serverRequestBanner }),
    z.object({ key: z.literal("standingsJsonUsers"), value: settingsSchema.shape.standingsJsonUsers }),
    z.object({ key: z.literal("twitchChannels"), value: settingsSchema.shape.twitchChannels }),
    z.object({ key: z.literal("franchiseHistoryLinks"), value: settingsSchema.shape.franchiseHistoryLinks }),
  ],
  { error: `key must be one of ${EDITABLE_SETTINGS.join(", ")}` },
);
export type SettingUpdateBody = z.input<typeof settingUpdateBodySchema>;
