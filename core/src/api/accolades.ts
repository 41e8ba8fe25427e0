import { z } from "zod";
import { BADGE_TEXT_MAX, badgeTypeSchema } from "../constants/accolades.js";
import { discordIdSchema, httpUrlSchema, isoDateTimeSchema, MAX_DB_INT, trimmedText } from "./common.js";

/** GM accolades: badges on a player's page (docs/api.md#accolades). */

const season = z
  .number({ error: "season must be a whole number" })
  .int("season must be a whole number")
  .positive("season must be a whole number")
  .max(MAX_DB_INT, `season must be at most ${MAX_DB_INT}`);

/** Free-form JSON object from the form's textarea (parsed by the client). */
const metadata = z.record(z.string(), z.unknown(), { error: "metadata must be a JSON object" });

/** `POST /api/fragboard/playerBadge` (GM of the player's franchise). A blank image URL means none. */
export const accoladeCreateBodySchema = z.object({
  player: z.string({ error: "player is required" }).min(1, "player is required"),
  season,
  badgeType: badgeTypeSchema,
  badgeText: trimmedText("badgeText", BADGE_TEXT_MAX).min(1, "badgeText is required"),
  badgeImageUrl: z
    .string()
    .trim()
    .nullish()
    .transform((url) => url || null)
    .pipe(httpUrlSchema("badgeImageUrl").nullable()),
  metadata: metadata.nullish().transform((m) => m ?? null),
});
export type AccoladeCreateBody = z.input<typeof accoladeCreateBodySchema>;

export const accoladeRecordSchema = z.object({
  id: z.number().int().positive(),
  /** League player id. */
  playerId: z.string().min(1),
  season,
  badgeType: badgeTypeSchema,
  badgeText: z.string(),
  badgeImageUrl: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdBy: discordIdSchema,
  createdAt: isoDateTimeSchema,
});
export type AccoladeRecord = z.infer<typeof accoladeRecordSchema>;
