/** The stat fields of SeasonStats and ExtendedStats.trackedObj (shapes.ts), in the order the API serves them. */

/** Rounds with exactly 2, 3, 4 and 5 kills (docs/stats.md): counts, listed together wherever they appear. */
export const MULTI_KILL_KEYS = ["twoK", "threeK", "fourK", "fiveK"] as const;
/** 1v1 to 1v5 clutches won (docs/stats.md): counts. */
export const CLUTCH_KEYS = ["cl_1", "cl_2", "cl_3", "cl_4", "cl_5"] as const;

export const SEASON_STAT_KEYS = [
  "gameCount",
  "rounds",
  "kills",
  "deaths",
  "assists",
  "rating",
  "ctRating",
  "TRating",
  "hltvTwoPointO",
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
  ...MULTI_KILL_KEYS,
  ...CLUTCH_KEYS,
] as const;
export type SeasonStatKey = (typeof SEASON_STAT_KEYS)[number];

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
