import { z } from "zod";
import { HITGROUPS } from "../constants/hitgroups.js";
import { WEAPON_CATEGORIES } from "../constants/weapons.js";
import { objectOf } from "./object-of.js";
import { SEASON_STAT_KEYS, TRACKED_OBJECT_KEYS } from "./stat-keys.js";

/**
 * Output shapes of the stats engine, exactly as the API serves them (docs/api.md#season-stats).
 * Field meanings: docs/stats.md. Fractions stay 0..1 (kast, odr, tRatio, sRate, saveRate), hs is a percent.
 */

// The key lists live in a module without zod, so the web app can read them without the schemas.
export {
  CLUTCH_KEYS,
  MULTI_KILL_KEYS,
  SEASON_STAT_KEYS,
  type SeasonStatKey,
  TRACKED_OBJECT_KEYS,
  type TrackedObjectKey,
} from "./stat-keys.js";

const num = z.number();

export const seasonStatsSchema = objectOf(SEASON_STAT_KEYS, num, { name: z.string() });
/** Season aggregate of one player in one (season, tier, match type). */
export type SeasonStats = z.infer<typeof seasonStatsSchema>;

const counts = <K extends string>(keys: readonly K[]) => objectOf(keys, num);

export const extendedStatsSchema = z.object({
  name: z.string(),
  crosshairShareCode: z.string(),
  trackedObj: counts(TRACKED_OBJECT_KEYS),
  chickens: counts(["killed", "roasted", "exploded", "shot", "stabbed"] as const),
  averages: counts(["pistolRoundKillAverageCt", "pistolRoundKillAverageT"] as const),
  durationAverages: counts([
    "selfFlashDurationAverage",
    "teamFlashDurationAverage",
    "enemyFlashDurationAverage",
  ] as const),
  weaponKillSubTypes: counts(WEAPON_CATEGORIES),
  weaponKills: z.record(z.string(), num),
  hitboxTags: counts(HITGROUPS),
});
/** Extended (demo-derived) season stats of one player, all tiers of the season and match type together. */
export type ExtendedStats = z.infer<typeof extendedStatsSchema>;
