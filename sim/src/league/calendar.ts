import {
  at,
  LEAGUE_TIME_ZONE,
  REGULAR_SEASON_MATCH_DAYS,
  TIER_EVENING_SLOTS,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import type { Rng } from "../random.js";
import { zonedTime } from "./zoned-time.js";

/**
 * When things happen. Match nights are slots on a twice-weekly grid, Tuesday and Thursday
 * evenings in the league's time zone, each tier at its usual time (core's TIER_EVENING_SLOTS).
 * The current season is placed around `now`: its first match days are played, the rest are still
 * to come, for any `now`.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 1970-01-06 was a Tuesday. */
const EPOCH_TUESDAY = 5 * DAY;
/** A match night starts with its earliest tier. */
const NIGHT_START = Math.min(...TIER_NAMES.map((tier) => TIER_EVENING_SLOTS[tier]));
/** A match night's games are over this long after it starts. */
const NIGHT_LENGTH = 8 * HOUR;
/** Future matches start at least this long after `now`, so pick'ems stay open. */
const LEAD_TIME = HOUR;
const COMBINE_DAYS = 4;
const MAX_PLAYOFF_ROUNDS = 4;
/** Slots from a season's first combine day to the next season's. */
const SEASON_SLOTS = 32;

/** The calendar day of a slot: even slots are Tuesdays, odd ones the Thursday after. */
const slotDay = (slot: number) =>
  new Date(EPOCH_TUESDAY + Math.floor(slot / 2) * 7 * DAY + (((slot % 2) + 2) % 2) * 2 * DAY);

/** When a match night starts: its earliest tier's slot. */
export const slotTime = (slot: number) => zonedTime(slotDay(slot), NIGHT_START, LEAGUE_TIME_ZONE);

function firstSlotAtOrAfter(t: number): number {
  let slot = Math.floor((t - EPOCH_TUESDAY) / (7 * DAY)) * 2 - 2;
  while (slotTime(slot) < t) slot++;
  return slot;
}

const iso = (ms: number) => new Date(ms).toISOString();

export type SeasonCalendar = {
  season: number;
  /** Slot of each match day: "C1".."C4", "M1".."M15", "P1".."P4". */
  days: ReadonlyMap<string, number>;
  /** Match nights up to this slot have been played. */
  lastPlayedSlot: number;
  startDate: string;
  regularSeasonStart: string;
  endDate: string;
};

function layout(season: number, regular: readonly number[], lastPlayedSlot: number): SeasonCalendar {
  const m1 = at(regular, 0);
  const m15 = at(regular, regular.length - 1);
  const slots = new Map<string, number>();
  for (let c = 1; c <= COMBINE_DAYS; c++) slots.set(`C${c}`, m1 - 7 + c);
  regular.forEach((slot, i) => {
    slots.set(`M${i + 1}`, slot);
  });
  for (let p = 1; p <= MAX_PLAYOFF_ROUNDS; p++) slots.set(`P${p}`, m15 + p);
  return {
    season,
    days: slots,
    lastPlayedSlot,
    startDate: iso(slotTime(m1 - 6) - 7 * DAY),
    regularSeasonStart: iso(slotTime(m1)),
    endDate: iso(slotTime(m15 + MAX_PLAYOFF_ROUNDS) + DAY),
  };
}

/**
 * Calendars of seasons `first`..`current`. The current season has played `5..9` match days
 * (skipping a match night that is under way at `now`); earlier seasons lie wholly before it.
 */
export function leagueCalendar(rng: Rng, now: Date, first: number, current: number): SeasonCalendar[] {
  const t = now.getTime();
  const nextSlot = firstSlotAtOrAfter(t + LEAD_TIME);
  let lastPlayed = nextSlot - 1;
  while (slotTime(lastPlayed) + NIGHT_LENGTH > t) lastPlayed--;
  const played = rng.int(5, 9);
  const regular = Array.from({ length: REGULAR_SEASON_MATCH_DAYS }, (_, i) =>
    i < played ? lastPlayed - played + 1 + i : nextSlot + i - played,
  );
  const currentCalendar = layout(current, regular, lastPlayed);
  const currentM1 = at(regular, 0);
  const calendars = [currentCalendar];
  for (let season = current - 1; season >= first; season--) {
    const m1 = currentM1 - (current - season) * SEASON_SLOTS;
    const regularDays = Array.from({ length: REGULAR_SEASON_MATCH_DAYS }, (_, i) => m1 + i);
    calendars.unshift(layout(season, regularDays, Number.POSITIVE_INFINITY));
  }
  return calendars;
}

/** Start of a tier's game on a match night: its evening slot in the league's time zone, plus any delay. */
export function gameTime(slot: number, tier: TierName, extraMinutes = 0): number {
  return zonedTime(slotDay(slot), TIER_EVENING_SLOTS[tier] + extraMinutes, LEAGUE_TIME_ZONE);
}

export const isoTime = iso;
export const minutes = (n: number) => n * MINUTE;
export const days = (n: number) => n * DAY;
