import { z } from "zod";

/**
 * The rating ("RTL") CSV upload of the admin page and the GM panel, once the browser has parsed
 * it (PapaParse, columns 'CSC ID' and 'MMR'): a preview first, then the same rows applied. The
 * MMR replaces the player's MMR of the current season.
 */

/** The highest MMR accepted; the league's Premier ceiling is far below it. */
export const RATING_MMR_MAX = 10_000;
/** A league's whole roster fits with room to spare. */
export const RATING_ROWS_MAX = 5_000;

export const ratingRowSchema = z.object({
  playerId: z
    .string({ error: "CSC ID is required" })
    .trim()
    .min(1, "CSC ID is required")
    .max(64, "CSC ID is too long"),
  mmr: z
    .number({ error: "MMR must be a whole number" })
    .int("MMR must be a whole number")
    .min(0, "MMR must be 0 or more")
    .max(RATING_MMR_MAX, `MMR must be at most ${RATING_MMR_MAX}`),
});
export type RatingRow = z.infer<typeof ratingRowSchema>;

/** `POST /api/admin/ratings[/preview]`; the GM panel adds the franchise it acts for. */
export const ratingUploadBodySchema = z.object({
  rows: z
    .array(ratingRowSchema)
    .min(1, "rows must not be empty")
    .max(RATING_ROWS_MAX, `at most ${RATING_ROWS_MAX} rows`)
    .refine((rows) => new Set(rows.map((r) => r.playerId)).size === rows.length, {
      error: "each CSC ID may appear once",
    }),
});
export type RatingUploadBody = z.infer<typeof ratingUploadBodySchema>;

export const gmRatingUploadBodySchema = ratingUploadBodySchema.extend({
  franchiseId: z.string({ error: "franchiseId is required" }).min(1, "franchiseId is required").max(64),
});
export type GmRatingUploadBody = z.infer<typeof gmRatingUploadBodySchema>;

const ratedPlayerSchema = z.object({ playerId: z.string(), name: z.string() });

/** What an upload changes (preview) or changed (apply). */
export const ratingUploadResultSchema = z.object({
  season: z.number().int().positive(),
  applied: z.boolean(),
  changes: z.array(ratedPlayerSchema.extend({ before: z.number().int(), after: z.number().int() })),
  /** Rows whose MMR is already the player's. */
  unchanged: z.number().int().nonnegative(),
  /** CSC IDs that are no league player. */
  unknown: z.array(z.string()),
  /** GM panel: players outside the franchise, never applied. */
  refused: z.array(ratedPlayerSchema),
});
export type RatingUploadResult = z.infer<typeof ratingUploadResultSchema>;
