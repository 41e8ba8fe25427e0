import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { useNearScreen } from "../../../lib/use-near-screen.js";
import { cx } from "../cx.js";
import type { ChartOption, ChartRenderer } from "./EChart.js";

export type { ChartOption };

/** A series' name and colour, as the legend above the drawing shows it. */
type LegendItem = { name: string; colour: string };

const loadEChart = () => import("./EChart.js");
const EChart = lazy(loadEChart);

/**
 * Starts fetching the chart library at once: a chart page calls it on mount, so the library
 * downloads while the page waits for its data rather than after (the import is shared with `Chart`).
 */
export const preloadChartLibrary = () => {
  void loadEChart();
};

/** How far below the screen a chart starts drawing, so it is ready when scrolled to. */
const NEAR_SCREEN = "300px";

/**
 * A chart with its text alternative. The drawing is hidden from assistive technology; the figure
 * is labelled and `alternative` (a list or table of the same numbers) is what screen readers read.
 * The `legend` is HTML above the drawing rather than ECharts': it wraps onto as many lines as a phone
 * needs, where ECharts' paged its items or cut them, and the drawing keeps its full height.
 * It is drawn once it comes near the screen (a page of many charts draws the visible ones first),
 * and the figure is `aria-busy` until ECharts has drawn it.
 */
export function Chart({
  label,
  option,
  alternative,
  className,
  renderer,
  legend,
}: {
  label: string;
  option: ChartOption;
  alternative: ReactNode;
  /** Series names and colours (the series themselves are in `alternative`, so hidden from screen readers). */
  legend?: readonly LegendItem[];
  /** Size of the drawing area (ECharts needs a height). */
  className: string;
  renderer?: ChartRenderer;
}) {
  const figure = useRef<HTMLElement>(null);
  const [near] = useNearScreen(figure, NEAR_SCREEN);
  const [drawn, setDrawn] = useState<ChartOption>();

  const placeholder = <div className={cx(className, "animate-pulse rounded bg-raised/60")} />;
  return (
    <figure ref={figure} aria-label={label} aria-busy={drawn !== option} className="m-0">
      {legend && (
        <ul aria-hidden className="mb-1 flex flex-wrap gap-x-4 gap-y-1 text-xs" data-chart-legend>
          {legend.map((item) => (
            <li key={item.name} className="flex items-center gap-1.5">
              <span className="size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: item.colour }} />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      {near ? (
        <Suspense fallback={placeholder}>
          <EChart option={option} className={className} renderer={renderer} onDrawn={setDrawn} />
        </Suspense>
      ) : (
        placeholder
      )}
      <figcaption className="sr-only">{alternative}</figcaption>
    </figure>
  );
}
