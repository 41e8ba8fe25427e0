import { useId } from "react";
import { cx } from "../../components/ui/cx.js";
import { formatClockTime } from "../../lib/format.js";
import { AUTO_REFRESH_MS } from "./use-team-matches.js";

const SECONDS = AUTO_REFRESH_MS / 1000;

/**
 * The team page's auto-refresh (spec 000 §4): a switch that, while on, fetches the team's match
 * scores again every 45 s. It says what it does, and when the scores were last fetched.
 */
export function AutoRefreshSwitch({
  on,
  onChange,
  refreshing,
  updatedAt,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  refreshing: boolean;
  /** When the scores on screen were fetched (ms since the epoch; 0 = not yet). */
  updatedAt: number;
}) {
  const hint = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hint}
        onClick={() => onChange(!on)}
        className="inline-flex items-center gap-2 rounded px-1 py-0.5 hover:bg-raised"
      >
        <span
          aria-hidden
          className={cx(
            "relative inline-block h-5 w-9 rounded-full transition-colors",
            on ? "bg-accent" : "bg-line",
          )}
        >
          <span
            className={cx(
              "absolute top-0.5 size-4 rounded-full bg-ink transition-all",
              on ? "left-[1.125rem]" : "left-0.5",
            )}
          />
        </span>
        Auto-refresh
      </button>
      <span id={hint} className="text-muted text-xs">
        {on ? `Scores refresh every ${SECONDS} s` : `Off: turn on to refresh the scores every ${SECONDS} s`}
        {updatedAt > 0 && (
          <>
            {" · "}
            <span role="status">{refreshing ? "refreshing…" : `updated ${formatClockTime(updatedAt)}`}</span>
          </>
        )}
      </span>
    </div>
  );
}
