import type { TierName } from "./tiers.js";

export const PICKEM_POINTS_PER_CORRECT_PICK = 1;
/** Picks close this long before a match's scheduled start (Our rules 5). */
export const PICKEM_LOCK_BEFORE_START_MS = 5 * 60_000;
/** How long the saved check mark shows. */
export const PICKEM_SAVED_TICK_MS = 3_000;
/** The last-saved label and lock countdown re-render this often. */
export const PICKEM_CLOCK_REFRESH_MS = 60_000;
/** A lock countdown under this many minutes is shown red. */
export const PICKEM_LOCK_WARNING_MINUTES = 120;
/** Tier shown to anonymous visitors (docs/rules.md#pickems). */
export const PICKEM_ANONYMOUS_TIER: TierName = "Contender";
