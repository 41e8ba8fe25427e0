import { type LinearFit, linearFit } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "./Chart.js";
import { CHART_AXIS, escapeHtml, itemTooltip } from "./chart-theme.js";

export type ScatterGroup = {
  name: string;
  colour: string;
  points: readonly { player: string; x: number; y: number }[];
};

type Axis = { name: string; format: (value: number) => string };

/** "r = 0.74" or, when there is no line to fit, why not. */
export const describeFit = (fit: LinearFit | undefined): string =>
  fit ? `r = ${fit.r.toFixed(2)} (n = ${fit.n})` : "too few varied points for a line";

/**
 * Players as points of two stats, one colour per group, each group with its least-squares line and
 * Pearson's r (core linearFit) in the legend; a point's tooltip names the player and both values.
 */
export function ScatterFit({
  label,
  groups,
  x,
  y,
  className = "h-80 w-full",
}: {
  label: string;
  groups: readonly ScatterGroup[];
  x: Axis;
  y: Axis;
  className?: string;
}) {
  const fitted = useMemo(
    () =>
      groups
        .filter((group) => group.points.length > 0)
        .map((group) => {
          const fit = linearFit(group.points.map((p) => [p.x, p.y] as const));
          return { ...group, fit, legend: `${group.name}: ${describeFit(fit)}` };
        }),
    [groups],
  );
  const option = useMemo((): ChartOption => {
    // Each line spans its own group's x range: it says nothing outside the group's data.
    const span = (group: ScatterGroup) => {
      const xs = group.points.map((p) => p.x);
      return [Math.min(...xs), Math.max(...xs)];
    };
    return {
      animation: false,
      color: fitted.map((group) => group.colour),
      tooltip: itemTooltip((item) => {
        const [vx, vy] = Array.isArray(item.value) ? item.value.map(Number) : [];
        if (!item.name) return escapeHtml(item.seriesName ?? "");
        return `${escapeHtml(item.name)}<br/>${escapeHtml(x.name)}: ${escapeHtml(x.format(vx ?? Number.NaN))}<br/>${escapeHtml(y.name)}: ${escapeHtml(y.format(vy ?? Number.NaN))}`;
      }),
      // Room for the y axis's name above the axis.
      grid: { left: 8, right: 16, top: 28, bottom: 24, containLabel: true },
      xAxis: {
        type: "value",
        name: x.name,
        nameLocation: "middle",
        nameGap: 24,
        scale: true,
        ...CHART_AXIS,
        axisLabel: { ...CHART_AXIS.axisLabel, formatter: (v: number) => x.format(v) },
      },
      yAxis: {
        type: "value",
        name: y.name,
        scale: true,
        ...CHART_AXIS,
        axisLabel: { ...CHART_AXIS.axisLabel, formatter: (v: number) => y.format(v) },
      },
      series: fitted.flatMap((group) => [
        {
          type: "scatter" as const,
          name: group.legend,
          symbolSize: 7,
          itemStyle: { opacity: 0.8 },
          data: group.points.map((p) => ({ name: p.player, value: [p.x, p.y] })),
        },
        ...(group.fit
          ? [
              {
                type: "line" as const,
                name: group.legend,
                showSymbol: false,
                silent: true,
                lineStyle: { width: 2 },
                data: span(group).map((v) => [v, (group.fit?.intercept ?? 0) + (group.fit?.slope ?? 0) * v]),
              },
            ]
          : []),
      ]),
    };
  }, [fitted, x, y]);

  return (
    <Chart
      renderer="canvas"
      label={label}
      option={option}
      className={className}
      legend={fitted.map((group) => ({ name: group.legend, colour: group.colour }))}
      alternative={
        <ul>
          {fitted.map((group) => (
            <li key={group.name}>
              {group.legend}
              {group.fit &&
                `; fitted ${y.name} = ${group.fit.intercept.toFixed(3)} + ${group.fit.slope.toFixed(4)} × ${x.name}`}
            </li>
          ))}
        </ul>
      }
    />
  );
}
