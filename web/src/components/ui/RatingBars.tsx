import type { RatingBars as Bars, SeasonStats } from "@fragboard/core";
import { formatDecimal } from "../../lib/format.js";
import { MIN_GAMES_FOR_CONSISTENCY } from "../../lib/league/consistency.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { Stat } from "./Stat.js";

const FORM_ARROWS = {
  up: { symbol: "▲", colour: "text-good", text: "in better form than his season rating" },
  down: { symbol: "▼", colour: "text-bad", text: "in worse form than his season rating" },
  level: { symbol: "▶", colour: "text-muted", text: "in form level with his season rating" },
} as const;

/**
 * Peak, rating and pit as bars on a 0-2 scale with the tier average marked, the form arrow and
 * the consistency score (docs/rules.md#rating-bars). Page and card draw the same bars.
 */
export function RatingBars({
  bars,
  stats,
  tier,
}: {
  bars: Bars;
  stats: Pick<SeasonStats, "peak" | "rating" | "pit" | "form" | "gameCount">;
  tier: string;
}) {
  const rows = [
    { key: "peak", label: "Peak", value: stats.peak, bar: bars.peak },
    { key: "rating", label: "Rating", value: stats.rating, bar: bars.rating },
    { key: "pit", label: "Pit", value: stats.pit, bar: bars.pit },
  ] as const;
  const form = FORM_ARROWS[bars.form];
  return (
    <div className="grid gap-1.5">
      {rows.map((row) => (
        <div key={row.key} className="grid grid-cols-[3.5rem_1fr_3.5rem] items-center gap-2 text-sm">
          <span className="text-muted">{row.label}</span>
          <div
            className="relative h-2.5 rounded-full bg-line"
            role="img"
            aria-label={`${row.label} ${formatDecimal(row.value)} on a scale to 2.00`}
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${row.bar.width}%` }} />
            <div
              className="absolute -top-1 h-4.5 w-0.5 bg-ink"
              style={{ left: `${row.bar.tierMarker}%` }}
              title={`${tier} average ${row.label.toLowerCase()}`}
            />
          </div>
          <span className="flex items-center justify-end gap-1">
            <Stat
              value={formatDecimal(row.value)}
              tooltip={STAT_DESCRIPTIONS[row.key]}
              className="font-semibold"
            />
            {row.key === "rating" && (
              <span
                className={form.colour}
                title={`Form ${formatDecimal(stats.form)}: ${form.text}`}
                aria-label={`Form ${formatDecimal(stats.form)}, ${form.text}`}
                role="img"
              >
                {form.symbol}
              </span>
            )}
          </span>
        </div>
      ))}
      <p className="flex flex-wrap justify-between gap-2 text-muted text-xs">
        <span>
          Consistency{" "}
          {stats.gameCount < MIN_GAMES_FOR_CONSISTENCY ? (
            <Stat
              value="–"
              tooltip={`Consistency needs at least ${MIN_GAMES_FOR_CONSISTENCY} maps: one map has no spread`}
              className="font-semibold text-ink"
            />
          ) : (
            <Stat
              value={String(bars.consistency.player)}
              tooltip="Consistency score: (1 − rating spread / rating) × 100, higher is steadier"
              className="font-semibold text-ink"
            />
          )}{" "}
          (tier{" "}
          <Stat
            value={String(bars.consistency.tier)}
            tooltip={`${tier} consistency score from its averages`}
          />
          )
        </span>
        <span>{bars.caption}</span>
      </p>
    </div>
  );
}
