import type { TierName } from "./tiers.js";

/**
 * When the league plays: match nights are Tuesday and Thursday evenings in the league's time zone
 * (US Eastern: most of its players are in North America), each tier in its own evening slot, the
 * lower tiers first, so casters and viewers can follow one tier after another. Daylight saving
 * moves the slots with the zone, as the league's own calendar does.
 */
export const LEAGUE_TIME_ZONE = "America/New_York";

/** Each tier's usual start on a match night, minutes after midnight in LEAGUE_TIME_ZONE. */
export const TIER_EVENING_SLOTS: Readonly<Record<TierName, number>> = {
  Recruit: 20 * 60,
  Prospect: 20 * 60 + 30,
  Contender: 21 * 60,
  Challenger: 21 * 60 + 30,
  Elite: 22 * 60,
  Premier: 22 * 60 + 30,
};
