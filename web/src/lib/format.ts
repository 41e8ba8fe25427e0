/** Display formatting shared by every page: one place decides how a number looks. */

const MISSING = "-";

/**
 * Each Intl date formatter is built once, on first use: building one costs far more than formatting
 * with it (the first of a kind tens of ms, each later one about a ms), and a table or a list of
 * match cards formats on every render.
 */
function formatter<T>(make: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= make();
    return built;
  };
}
const shortDates = formatter(
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }),
);
const longDates = formatter(
  () => new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }),
);
const weekdays = formatter(
  () => new Intl.DateTimeFormat("en-US", { weekday: "long", month: "short", day: "numeric" }),
);
const zoneNames = formatter(() => new Intl.DateTimeFormat("en-US", { timeZoneName: "short" }));
// A time of day names its zone ("8:30 PM EST"): the league plays on US evenings and is read from
// everywhere, so a bare "8:30 PM" leaves the reader guessing whose evening it is.
const dayTimes = formatter(
  () =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }),
);
const times = formatter(
  () => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
);
const clockTimes = formatter(
  () =>
    new Intl.DateTimeFormat("en-US", {
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
    }),
);

/** MMR 0 means "not known" in the league's data and is shown as ??? (spec 000 §3). */
export function formatMmr(mmr: number | null | undefined): string {
  if (mmr === null || mmr === undefined) return MISSING;
  return mmr === 0 ? "???" : String(Math.round(mmr));
}

export function formatDecimal(value: number | null | undefined, dp = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return value.toFixed(dp);
}

/** A fraction 0..1 (kast, odr) as a percent: 0.714 -> "71.4%". */
export function formatFraction(value: number | null | undefined, dp = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return `${(value * 100).toFixed(dp)}%`;
}

/** A value already in percent (hs): 48.26 -> "48.3%". */
export function formatPercent(value: number | null | undefined, dp = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return `${value.toFixed(dp)}%`;
}

/**
 * A whole number with its thousands grouped, "12,345" (en-US). Written out, not Intl: the first
 * NumberFormat built costs tens of ms on the team and franchise pages' first render.
 */
export function formatInteger(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const rounded = Math.round(value);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ",");
  return rounded < 0 ? `-${grouped}` : grouped;
}

const validDate = (iso: string | number | null | undefined) => {
  const date = iso || iso === 0 ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * The viewer's zone as it is named on a date ("EST", "EDT", "GMT+1"): a calendar day is the day of
 * an instant in some zone, and a match played at 8 PM in New York falls on the next day in Berlin,
 * so a date without a time names its zone as a time does (docs/web.md "Dates and times").
 */
function zoneOn(date: Date): string {
  return zoneNames()
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName")?.value as string;
}

/** A date as "Oct 14, 2026 (EDT)": the viewer's calendar day, its zone named; "-" when not a valid date. */
export function formatDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? `${shortDates().format(date)} (${zoneOn(date)})` : MISSING;
}

/**
 * A viewer's calendar day ("2026-11-06", a day of the viewer's zone, as pickems groups its matches)
 * as "Friday, Nov 6 (EST)"; "-" when not a day.
 */
export function formatWeekday(day: string): string {
  // Noon of that day in the viewer's zone: the day itself, whatever the zone's offset or DST.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? validDate(`${day}T12:00:00`) : undefined;
  return date ? `${weekdays().format(date)} (${zoneOn(date)})` : MISSING;
}

/**
 * A day and time (ISO text or ms since the epoch) as "Nov 6, 8:30 PM EST" in the viewer's time
 * zone, named; "-" when not a valid date.
 */
export function formatDayTime(iso: string | number | null | undefined): string {
  const date = validDate(iso);
  return date ? dayTimes().format(date) : MISSING;
}

/** A time of day as "8:30 PM EST" in the viewer's time zone, named; "-" when not a valid date. */
export function formatTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? times().format(date) : MISSING;
}

/** A moment (ms since the epoch) as a clock time, "8:30:05 PM EST", in the viewer's time zone. */
export const formatClockTime = (ms: number): string => clockTimes().format(ms);

/**
 * A date as "October 14, 2026 (EDT)" (spec 000: articles' 'MMMM D, YYYY'), the viewer's calendar
 * day with its zone named; "-" when it is not a valid date.
 */
export function formatLongDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? `${longDates().format(date)} (${zoneOn(date)})` : MISSING;
}
