import type { PlayerType } from "./player-types.js";
import type { TierName } from "./tiers.js";

/** The draft page lists draft-eligible players of one tier, refreshed on a timer (spec 001 §4, §9). */
export const DRAFT_PLAYER_TYPE: PlayerType = "DRAFT_ELIGIBLE";
export const DRAFT_TIER: TierName = "Premier";
export const DRAFT_REFRESH_MS = 10_000;
/**
 * Ours, not the spec's (it sets no size): a guard on what one board may store, far above any real
 * draft (docs/rules.md#draft-targets).
 */
export const DRAFT_BOARD_MAX_TARGETS = 200;
