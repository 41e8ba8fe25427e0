import { z } from "zod";
import { discordIdSchema, steam64IdSchema } from "./common.js";
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
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});
