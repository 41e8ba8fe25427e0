import type { SeasonStats } from "@fragboard/core";

/** Significant digits the season-stats lists keep: more than any page shows, ranks or exports. */
export const STATS_SIGNIFICANT_DIGITS = 6;

/**
 * A stats row with its fractional figures cut to STATS_SIGNIFICANT_DIGITS: the engine's doubles
 * carry 17 digits, most of them noise, and they were two thirds of the bytes of cached-stats
 * (135 KB gzip for a season, 92 KB after). Counts (integers) stay as they are.
 */
export function compactStats<T extends SeasonStats>(stats: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stats)) {
    out[key] =
      typeof value === "number" && !Number.isInteger(value)
        ? Number(value.toPrecision(STATS_SIGNIFICANT_DIGITS))
        : value;
  }
  return out as T;
}
