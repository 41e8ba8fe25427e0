/** Display formatting shared by every page: one place decides how a number looks. */

const MISSING = "-";

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

export function formatInteger(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return Math.round(value).toLocaleString("en-US");
}

/** A date as "Oct 14, 2026" in the viewer's time zone; "-" when it is not a valid date. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return MISSING;
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** A date as "October 14, 2026" (spec 000: articles' 'MMMM D, YYYY'); "-" when it is not a valid date. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return MISSING;
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}
