import { matchDayLabel } from "@fragboard/core";
import type { CalendarMatchRow } from "../../repositories/outward/calendar.js";
import { type IcsEvent, icsCalendar } from "./ics.js";

/** A match takes about two hours (a best-of-three with its veto); clients need an end. */
const MATCH_LENGTH_MS = 2 * 60 * 60 * 1000;

/** The host part of UIDs: stable whatever address the feed is read from, so events never duplicate. */
const UID_DOMAIN = "fragboard";

export function matchEvent(match: CalendarMatchRow, origin: string): IcsEvent {
  const day = matchDayLabel(match.matchDay);
  const state = match.completedAt ? "Played" : "Scheduled";
  return {
    uid: `match-${match.id}@${UID_DOMAIN}`,
    start: match.scheduledDate,
    end: new Date(match.scheduledDate.getTime() + MATCH_LENGTH_MS),
    summary: `${match.homeName} vs ${match.awayName} (${match.tier}, ${day})`,
    description: `${state}: ${match.homeName} against ${match.awayName}, ${match.tier} ${match.matchType}, season ${match.season}, ${day}.\n${origin}/matches/${encodeURIComponent(match.id)}`,
    url: `${origin}/matches/${encodeURIComponent(match.id)}`,
    categories: [match.tier, match.matchType],
  };
}

export const matchCalendar = (
  name: string,
  matches: readonly CalendarMatchRow[],
  origin: string,
  now: Date,
) =>
  icsCalendar(
    name,
    matches.map((m) => matchEvent(m, origin)),
    now,
  );
