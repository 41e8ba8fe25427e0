import { z } from "zod";

/** Identifiers and small pieces shared by the API shapes. Messages name the field they guard. */

export const discordIdSchema = z.string().regex(/^\d{17,20}$/, "discordId must be 17-20 digits");
export const steam64IdSchema = z.string().regex(/^\d{17}$/, "steam64Id must be 17 digits");
export const isoDateTimeSchema = z.iso.datetime();

/**
 * PostgreSQL `integer` (int4): every id, season or count the API takes must fit in it, or the query
 * fails instead of finding nothing (issue #12: season=2147483648 was a 500).
 */
export const MAX_DB_INT = 2_147_483_647;

/** Trimmed text of at most `max` characters; whitespace-only input becomes "". */
export const trimmedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** An http(s) URL (z.url alone also accepts javascript: and other schemes). */
export const httpUrlSchema = (field: string) =>
  z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` });

/** Every error response (docs/api.md#conventions). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    /** Every problem of a refused input (a map breaking rules), when the message names only some. */
    problems: z
      .array(
        z.object({
          path: z.array(z.union([z.string(), z.number()])),
          rule: z.string(),
          round: z.number().int().nullable(),
          player: z.string().nullable(),
          message: z.string(),
        }),
      )
      .optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `GET /api/version`: what the update banner polls. */
export const versionResponseSchema = z.object({ commit: z.string().min(1), builtAt: isoDateTimeSchema });
export type VersionResponse = z.infer<typeof versionResponseSchema>;
