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
const dayTimes = formatter(
  () =>
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
);
const clockTimes = formatter(
  () => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" }),
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

const validDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** A date as "Oct 14, 2026" in the viewer's time zone; "-" when it is not a valid date. */
export function formatDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? shortDates().format(date) : MISSING;
}

/** A day and time as "Nov 6, 8:30 PM" in the viewer's time zone; "-" when it is not a valid date. */
export function formatDayTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? dayTimes().format(date) : MISSING;
}

/** A moment (ms since the epoch) as a clock time, "8:30:05 PM", in the viewer's time zone. */
export const formatClockTime = (ms: number): string => clockTimes().format(ms);

/** A date as "October 14, 2026" (spec 000: articles' 'MMMM D, YYYY'); "-" when it is not a valid date. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? longDates().format(date) : MISSING;
}
