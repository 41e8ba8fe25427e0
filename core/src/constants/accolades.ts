import { z } from "zod";

export const BADGE_TYPES = ["championship", "all-star", "mvp", "other"] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
export const badgeTypeSchema = z.enum(BADGE_TYPES, {
  error: `badgeType must be one of ${BADGE_TYPES.join(", ")}`,
});

export const BADGE_TEXT_MAX = 100;
export const ACCOLADE_SUBMIT_FAILED_MESSAGE = "Failed to submit.";
