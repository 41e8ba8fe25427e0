import { z } from "zod";
import { HITGROUPS } from "../constants/hitgroups.js";
import { WEAPON_CATEGORIES } from "../constants/weapons.js";

/**
 * Output shapes of the stats engine, exactly as the API serves them (API.md §1).
 * Field meanings: STATS.md. Fractions stay 0..1 (kast, odr, tRatio, sRate, saveRate), hs is a percent.
 */

const num = z.number();

export const SEASON_STAT_KEYS = [
  "gameCount",
  "rounds",
  "kills",
  "deaths",
  "assists",
  "rating",
  "ctRating",
  "TRating",
  "peak",
  "pit",
  "form",
  "consistency",
  "impact",
  "kr",
  "adr",
  "kast",
  "hs",
  "odr",
  "odaR",
  "entriesR",
  "eaR",
  "adp",
  "awpR",
  "multiR",
  "clutchR",
  "tradesR",
  "savesR",
  "tRatio",
  "sRate",
  "saveRate",
  "suppR",
  "suppXR",
  "ef",
  "fAssists",
  "util",
  "utilDmg",
  "Xnade",
  "twoK",
  "threeK",
  "fourK",
  "fiveK",
  "cl_1",
  "cl_2",
  "cl_3",
  "cl_4",
  "cl_5",
] as const;
export type SeasonStatKey = (typeof SEASON_STAT_KEYS)[number];

export const seasonStatsSchema = z.object({
  name: z.string(),
  ...(Object.fromEntries(SEASON_STAT_KEYS.map((k) => [k, num])) as Record<SeasonStatKey, z.ZodNumber>),
});
/** Season aggregate of one player in one (season, tier, match type). */
export type SeasonStats = z.infer<typeof seasonStatsSchema>;

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, num])) as Record<K, z.ZodNumber>);

export const TRACKED_OBJECT_KEYS = [
  "selfKills",
  "wallBangKills",
  "noScopesKills",
  "airborneKills",
  "blindedKills",
  "smokeKills",
  "diedToBomb",
  "bombsDefused",
  "bombsPlanted",
  "ninjaDefuses",
  "mvpCount",
  "teamKills",
] as const;
export type TrackedObjectKey = (typeof TRACKED_OBJECT_KEYS)[number];

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
