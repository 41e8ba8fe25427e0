import { z } from "zod";

export const MATCH_TYPES = ["Regulation", "Combine"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const matchTypeSchema = z.enum(MATCH_TYPES);

/** Seasons selectable in the historical menu start here (spec 001 §9). */
export const FIRST_SELECTABLE_SEASON = 11;

/** Match day labels: "M1".."M15" regular season, "P1".. playoffs, "C1".. combines. */
export const REGULAR_SEASON_MATCH_DAYS = 15;
export const matchDaySchema = z.string().regex(/^[MPC]\d{1,2}$/, "match day is M<n>, P<n> or C<n>");
export const isRegularSeasonDay = (matchDay: string) => matchDay.includes("M");

/** Maps per round of competition: regular season one map, playoffs best of three. */
export const PLAYOFF_BEST_OF = 3;

/** MR12 with MR3 overtime. */
export const REGULATION_ROUNDS = 24;
export const ROUNDS_TO_WIN = 13;
export const OVERTIME_HALF = 3;
