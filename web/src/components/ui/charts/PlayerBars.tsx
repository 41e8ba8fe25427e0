import { useMemo } from "react";
import { Chart, type ChartOption } from "./Chart.js";
import { CHART_AXIS, CHART_MUTED, escapeHtml, itemTooltip } from "./chart-theme.js";

/** Most bars whose player names fit under them. */
const MAX_NAMED_BARS = 40;

export type PlayerBar = { player: string; value: number; colour: string };

/**
 * One bar per player, in the order given, with an optional dashed average line; the tooltip names
 * the player and his value. Names show under the bars when there is room (ECharts skips the rest).
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
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      tooltip: itemTooltip((item) => {
        if (item.seriesName !== valueName) return `${escapeHtml(item.name ?? "")}`;
        return `${escapeHtml(item.name ?? "")}: ${escapeHtml(format(Number(item.value)))} ${escapeHtml(valueName)}`;
      }),
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      xAxis: {
        type: "category",
        data: bars.map((bar) => bar.player),
        ...CHART_AXIS,
        // Past a few dozen bars the names would be unreadable (and costly to lay out): tooltips name them.
        axisLabel: {
          ...CHART_AXIS.axisLabel,
          show: bars.length <= MAX_NAMED_BARS,
          rotate: 60,
          width: 80,
          overflow: "truncate",
        },
        axisTick: { show: false },
      },
      yAxis: {
        type: "value",
        ...CHART_AXIS,
        axisLabel: { ...CHART_AXIS.axisLabel, formatter: (v: number) => format(v) },
      },
      series: [
        {
          type: "bar",
          name: valueName,
          data: bars.map((bar) => ({ value: bar.value, itemStyle: { color: bar.colour } })),
          markLine:
            average === undefined
              ? undefined
              : {
                  symbol: "none",
                  silent: true,
                  lineStyle: { color: CHART_MUTED, type: "dashed" },
                  label: {
                    color: CHART_MUTED,
                    position: "insideEndTop",
                    formatter: `avg ${format(average)}`,
                  },
                  data: [{ yAxis: average }],
                },
        },
      ],
    }),
    [bars, format, valueName, average],
  );

  return (
    <Chart
      renderer="canvas"
      label={label}
      option={option}
      className={className}
      alternative={
        <ol>
          {bars.map((bar) => (
            <li key={bar.player}>
              {bar.player}: {format(bar.value)}
            </li>
          ))}
        </ol>
      }
    />
  );
}
