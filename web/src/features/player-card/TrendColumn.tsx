import type { MatchType } from "@fragboard/core";
import { formatDecimal } from "../../lib/format.js";
import { trendForMatchType, usePlayerTrend } from "../../lib/league/use-player-trend.js";

/** Maps in the card's rating column. */
const TREND_COLUMN_MAPS = 15;
/** Ratings above this get the gold dot. */
const GOOD_RATING = 1;

/** His latest map ratings, newest first, a gold dot on every one above 1.00 (docs/rules.md#player-card-facts). */
export function TrendColumn({
  steam64Id,
  season,
  matchType,
  heading: Heading,
}: {
  steam64Id: string;
  season: number;
  matchType: MatchType;
  /** One level under the card's name heading, so the outline skips no level (axe heading-order). */
  heading: "h2" | "h3";
}) {
  const trend = usePlayerTrend(steam64Id, season);
  const latest = trendForMatchType(trend.data ?? [], matchType)
    .slice(-TREND_COLUMN_MAPS)
    .reverse();
  return (
    <section aria-label="Latest map ratings" className="flex h-full flex-col">
      <Heading className="mb-2 text-center text-[13px] text-muted">Last {TREND_COLUMN_MAPS} maps</Heading>
      {trend.isPending ? (
        <p className="text-center text-muted text-sm">Loading…</p>
      ) : trend.isError ? (
        <p className="text-center text-bad text-sm">Trend unavailable</p>
      ) : (
        <ol className="grid gap-[3px]">
          {latest.map((row) => (
            <li
              key={row.match.matchId}
              className="flex items-center justify-between gap-2 rounded bg-white/5 px-2 text-[13px] leading-[26px]"
            >
              <span className="text-muted">{row.match.matchDay}</span>
              <span className="num font-semibold" title="Rating on this map">
                {formatDecimal(row.rating)}
              </span>
              <span
                className={
                  row.rating > GOOD_RATING
                    ? "size-2.5 rounded-full bg-yellow-400"
                    : "size-2.5 rounded-full bg-white/10"
                }
                title={row.rating > GOOD_RATING ? "Rated above 1.00" : "Rated 1.00 or below"}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
