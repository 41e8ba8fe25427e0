import { type KeyboardEvent, type PointerEvent, useMemo, useState } from "react";
import { cx } from "../cx.js";
import { niceTicks } from "./bar-scale.js";
import { CHART_LINE, CHART_MUTED } from "./chart-theme.js";

/** Most bars whose player names fit under them. */
const MAX_NAMED_BARS = 40;

/** Percent from the top of a plot spanning `lo` to `hi`. */
const fromTop = (value: number, lo: number, hi: number) => ((hi - value) / (hi - lo)) * 100;

/** A player's bar; a sub has one in each tier he played in, each in its tier's colour. */
export type PlayerBar = { player: string; value: number; colour: string };

/** A bar's identity: the player alone repeats for a sub shown in all tiers. */
const barKey = (bar: PlayerBar) => `${bar.player}\u0000${bar.colour}`;

/** Coordinates to 3 decimals: the drawing is 100 units high, so finer steps are invisible. */
const at3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The bars as one SVG path per colour (a tier's colour): six charts of a hundred bars were six
 * hundred <rect> elements for React to create and the browser to lay out; a few paths draw the same.
 */
function barPaths(bars: readonly PlayerBar[], lo: number, hi: number): Map<string, string> {
  const zero = fromTop(0, lo, hi);
  const paths = new Map<string, string>();
  bars.forEach((bar, i) => {
    const y = fromTop(bar.value, lo, hi);
    const d = `M${at3(i + 0.1)} ${at3(Math.min(y, zero))}h0.8v${at3(Math.abs(y - zero))}h-0.8Z`;
    paths.set(bar.colour, (paths.get(bar.colour) ?? "") + d);
  });
  return paths;
}

/**
 * One bar per player, in the order given, with an optional dashed average line, drawn as plain
 * SVG with the page: a tab of six charts of a hundred bars each costs no chart library and no
 * layout pass (ECharts' axis layout of them blocked the page for 150 ms). Pointing at a bar (or
 * tapping it, or stepping with the arrow keys) shows a tooltip naming the player and his value;
 * the figure's caption lists every bar for screen readers. Names show under the bars when there
 * is room.
 */
export function PlayerBars({
  label,
  bars,
  format,
  valueName,
  average,
  className = "h-72 w-full",
}: {
  label: string;
  bars: readonly PlayerBar[];
  format: (value: number) => string;
  valueName: string;
  average?: number;
  className?: string;
}) {
  const [active, setActive] = useState<number>();
  const count = bars.length;
  const ticks = useMemo(() => niceTicks(bars.map((bar) => bar.value)), [bars]);
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  const top = (value: number) => fromTop(value, lo, hi);

  const drawing = useMemo(
    () => (
      <>
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={count}
            y1={fromTop(tick, lo, hi)}
            y2={fromTop(tick, lo, hi)}
            stroke={CHART_LINE}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {[...barPaths(bars, lo, hi)].map(([colour, d]) => (
          <path key={colour} d={d} fill={colour} />
        ))}
      </>
    ),
    [bars, ticks, lo, hi, count],
  );

  const step = (event: KeyboardEvent) => {
    const moves: Record<string, (i: number) => number> = {
      ArrowRight: (i) => i + 1,
      ArrowDown: (i) => i + 1,
      ArrowLeft: (i) => i - 1,
      ArrowUp: (i) => i - 1,
      Home: () => 0,
      End: () => count - 1,
    };
    if (event.key === "Escape") return setActive(undefined);
    const move = moves[event.key];
    if (!move || count === 0) return;
    event.preventDefault();
    setActive((i) => Math.min(Math.max(move(i ?? -1), 0), count - 1));
  };
  const point = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const i = Math.floor(((event.clientX - box.left) / box.width) * count);
    setActive(Math.min(Math.max(i, 0), count - 1));
  };
  const shown = active === undefined ? undefined : bars[active];

  return (
    // Drawn with the page: never busy (the ECharts figures are until drawn: Chart).
    <figure aria-label={label} aria-busy={false} className="m-0">
      <div className={cx(className, "flex flex-col text-[11px]")}>
        <div className="flex min-h-0 flex-1 pt-2">
          <div className="relative w-10 shrink-0" aria-hidden>
            {ticks.map((tick) => (
              <span
                key={tick}
                className="-translate-y-1/2 absolute right-1 tabular-nums"
                style={{ top: `${top(tick)}%`, color: CHART_MUTED }}
              >
                {format(tick)}
              </span>
            ))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a drawing, not a form's fieldset */}
          <div
            role="group"
            aria-roledescription="bar chart"
            aria-label={`${label}: arrow keys step through the players`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys step through the bars
            tabIndex={0}
            className="relative flex-1 touch-pan-y rounded-sm"
            onPointerMove={point}
            onPointerDown={point}
            onPointerLeave={(event) => event.pointerType === "mouse" && setActive(undefined)}
            onKeyDown={step}
            onBlur={() => setActive(undefined)}
          >
            <svg
              className="absolute inset-0 h-full w-full overflow-visible"
              viewBox={`0 0 ${Math.max(count, 1)} 100`}
              preserveAspectRatio="none"
              aria-hidden
            >
              {drawing}
              {shown && active !== undefined && (
                <rect
                  x={active}
                  width={1}
                  y={0}
                  height={100}
                  fill="#ffffff"
                  opacity={0.12}
                  pointerEvents="none"
                />
              )}
              {average !== undefined && (
                <line
                  x1={0}
                  x2={count}
                  y1={top(average)}
                  y2={top(average)}
                  stroke={CHART_MUTED}
                  strokeDasharray="4 3"
                  vectorEffect="non-scaling-stroke"
                />
              )}
            </svg>
            {average !== undefined && (
              <span
                aria-hidden
                className="-translate-y-full pointer-events-none absolute right-1"
                style={{ top: `${top(average)}%`, color: CHART_MUTED }}
              >
                avg {format(average)}
              </span>
            )}
            <div
              aria-live="polite"
              className={cx(
                "-translate-x-1/2 pointer-events-none absolute top-0 z-10 whitespace-nowrap rounded border border-line bg-raised px-2 py-1 text-ink text-xs shadow",
                !shown && "opacity-0",
              )}
              // Kept inside the drawing at both ends (a phone screen is narrow).
              style={{
                left: `${Math.min(Math.max((((active ?? 0) + 0.5) / Math.max(count, 1)) * 100, 20), 80)}%`,
              }}
            >
              {shown && `${shown.player}: ${format(shown.value)} ${valueName}`}
            </div>
          </div>
        </div>
        {count <= MAX_NAMED_BARS && (
          <div className="ml-10 flex h-20 shrink-0" aria-hidden>
            {bars.map((bar) => (
              <div key={barKey(bar)} className="relative min-w-0 flex-1">
                <span
                  className="absolute top-1 right-1/2 max-w-20 truncate whitespace-nowrap"
                  style={{ color: CHART_MUTED, transform: "rotate(-60deg)", transformOrigin: "100% 50%" }}
                >
                  {bar.player}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
      <figcaption className="sr-only">
        <ol>
          {bars.map((bar) => (
            <li key={barKey(bar)}>
              {bar.player}: {format(bar.value)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
