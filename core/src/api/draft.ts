import { z } from "zod";
import { firstRepeat } from "../collections.js";
import { DRAFT_BOARD_MAX_TARGETS } from "../constants/draft.js";
import { isoDateTimeSchema } from "./common.js";
import { seasonParam } from "./queries.js";

/** A member's draft target board, one per season (docs/api.md#draft-board, docs/rules.md#draft-targets). */

const playerIdSchema = z.string().trim().min(1, "playerIds entries must be player ids").max(64);

/** `PUT /api/fragboard/draft/{discordId}?season=`: the whole ordered board, best target first. */
export const draftBoardSaveBodySchema = z.object({
  playerIds: z
    .array(playerIdSchema, { error: "playerIds must be a list of player ids" })
    .max(DRAFT_BOARD_MAX_TARGETS, `playerIds must hold at most ${DRAFT_BOARD_MAX_TARGETS} targets`)
    .superRefine((ids, ctx) => {
      const repeat = firstRepeat(ids);
      if (repeat !== null) {
        ctx.addIssue({
          code: "custom",
          path: [repeat],
          message: `playerIds[${repeat}] repeats ${ids[repeat]}: a board has no duplicates`,
        });
      }
    }),
});
export type DraftBoardSaveBody = z.infer<typeof draftBoardSaveBodySchema>;

export const draftBoardQuerySchema = z.object({ season: seasonParam });

/** One target as stored, with whether it is still on the season's draft-eligible list and, if not, why. */
export const draftTargetSchema = z.object({
  playerId: z.string(),
  eligible: z.boolean(),
  /** Set when not eligible: the tooltip on the red row. */
  reason: z.string().nullable(),
});
export type DraftTarget = z.infer<typeof draftTargetSchema>;

/** `GET`/`PUT .../draft/{discordId}`: a member without a saved board gets an empty one. */
export const draftBoardSchema = z.object({
  season: z.number().int().positive(),
  targets: z.array(draftTargetSchema),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type DraftBoard = z.infer<typeof draftBoardSchema>;
