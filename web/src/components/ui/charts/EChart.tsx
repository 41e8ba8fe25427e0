import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
  RadarChart,
  type RadarSeriesOption,
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
  RadarComponent,
  type RadarComponentOption,
  TitleComponent,
  type TitleComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from "echarts/components";
import { type ComposeOption, init, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

/**
 * The only module that imports ECharts, loaded lazily by `Chart`: only the chart types and
 * components the app draws are registered, and SVG keeps charts sharp in PNG exports.
 */
use([
  BarChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | RadarComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

export default function EChart({ option, className }: { option: ChartOption; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(undefined);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: "svg" });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} className={className} aria-hidden />;
}
