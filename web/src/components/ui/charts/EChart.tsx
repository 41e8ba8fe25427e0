import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
  ScatterChart,
  type ScatterSeriesOption,
} from "echarts/charts";
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  MarkLineComponent,
  type MarkLineComponentOption,
  TitleComponent,
  type TitleComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from "echarts/components";
import { type ComposeOption, init, use } from "echarts/core";
import { CanvasRenderer, SVGRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

/**
 * The only module that imports ECharts, loaded lazily by `Chart`: only the chart types and
 * components the app draws are registered (radars are plain SVG: RadarSvg). SVG keeps charts
 * sharp in PNG exports; canvas draws charts of hundreds of players without a DOM node per point
 * (the tool pages).
 */
use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

export type ChartRenderer = "svg" | "canvas";

/**
 * ECharts animates in script, out of CSS's reach: a viewer who asked for less motion (the global
 * CSS turns animations and transitions off for them) gets charts drawn at once.
 */
const motionless = (option: ChartOption): ChartOption =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ? { ...option, animation: false }
    : option;

export default function EChart({
  option,
  className,
  renderer = "svg",
  onDrawn,
}: {
  option: ChartOption;
  className?: string;
  renderer?: ChartRenderer;
  /** Called with the option each time ECharts has finished drawing it. */
  onDrawn?: (option: ChartOption) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(undefined);
  // The latest callback and option, read when ECharts says it has drawn.
  const latest = useRef({ onDrawn, option });
  latest.current = { onDrawn, option };

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let instance: ReturnType<typeof init> | undefined;
    let observer: ResizeObserver | undefined;
    // Each chart is first drawn in a task of its own: a page of several charts stays responsive
    // between them rather than drawing all of them in the commit that mounted them.
    const first = setTimeout(() => {
      const drawn = init(node, undefined, { renderer });
      instance = drawn;
      chart.current = drawn;
      drawn.on("finished", () => latest.current.onDrawn?.(latest.current.option));
      drawn.setOption(motionless(latest.current.option), { notMerge: true });
      // The observer reports the size it starts with: redrawing for that would draw the chart twice.
      observer = new ResizeObserver(() => {
        if (node.clientWidth !== drawn.getWidth() || node.clientHeight !== drawn.getHeight()) drawn.resize();
      });
      observer.observe(node);
    });
    return () => {
      clearTimeout(first);
      observer?.disconnect();
      instance?.dispose();
      chart.current = undefined;
    };
  }, [renderer]);

  // Later options (a filter or a stat changed) redraw the chart; the first is drawn above.
  useEffect(() => {
    chart.current?.setOption(motionless(option), { notMerge: true });
  }, [option]);

  return <div ref={element} className={className} aria-hidden />;
}
