import { densityCurve, mean, median } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "./Chart.js";
import { CHART_AXIS, escapeHtml, itemTooltip } from "./chart-theme.js";

export type DensityGroup = {
  name: string;
  colour: string;
  /** One value per player, named so the tooltip can say whose it is. */
  points: readonly { player: string; value: number }[];
};

/**
 * Kernel density curves (core densityCurve, Gaussian, Silverman bandwidth), one per group, with a
 * rug of the players' values underneath whose tooltips name the player and his value.
 */
export function DensityChart({
  label,
  groups,
  format,
  valueName,
  floor,
  className = "h-80 w-full",
}: {
  label: string;
  groups: readonly DensityGroup[];
  format: (value: number) => string;
  valueName: string;
  /** The lowest value the figure can take (0 for most stats): the axis stops there, not at the curves' tails. */
  floor?: number;
  className?: string;
}) {
  const shown = useMemo(() => groups.filter((group) => group.points.length > 0), [groups]);
  const option = useMemo((): ChartOption => {
    const curves = shown.map((group) => densityCurve(group.points.map((p) => p.value)));
    const peak = Math.max(...curves.flatMap((curve) => curve.map((p) => p.y)), 0);
    // The kernel's tails reach past the lowest value; below `floor` they would draw impossible values.
    const lowest = Math.min(...curves.flatMap((curve) => curve.map((p) => p.x)));
    const min = floor !== undefined && lowest < floor ? floor : undefined;
    return {
      animation: false,
      color: shown.map((group) => group.colour),
      tooltip: itemTooltip((item) => {
        const value = Array.isArray(item.value) ? Number(item.value[0]) : Number.NaN;
        const who = item.name ? `${escapeHtml(item.name)}: ` : `${escapeHtml(item.seriesName ?? "")} around `;
        return `${who}${escapeHtml(format(value))} ${escapeHtml(valueName)}`;
      }),
      grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
      xAxis: {
        type: "value",
        scale: true,
        min,
        ...CHART_AXIS,
        axisLabel: { ...CHART_AXIS.axisLabel, formatter: (v: number) => format(v) },
      },
      yAxis: { type: "value", name: "Density", show: false, max: peak * 1.1 },
      series: shown.flatMap((group, i) => [
        {
          type: "line" as const,
          name: group.name,
          smooth: true,
          showSymbol: false,
          areaStyle: { opacity: 0.12 },
          data: (curves[i] ?? []).map((p) => [p.x, p.y]),
        },
        {
          // The rug: each player a tick on the baseline, in his group's colour.
          type: "scatter" as const,
          name: group.name,
          symbol: "rect",
          symbolSize: [2, 12],
          data: group.points.map((p) => ({ name: p.player, value: [p.value, 0] })),
        },
      ]),
    };
  }, [shown, format, valueName, floor]);

  return (
    <Chart
      renderer="canvas"
      label={label}
      option={option}
      className={className}
      legend={shown.map((group) => ({ name: group.name, colour: group.colour }))}
      alternative={
        <table>
          <thead>
            <tr>
              <th>Group</th>
              <th>Players</th>
              <th>Mean {valueName}</th>
              <th>Median {valueName}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((group) => {
              const values = group.points.map((p) => p.value);
              return (
                <tr key={group.name}>
                  <td>{group.name}</td>
                  <td>{values.length}</td>
                  <td>{format(mean(values))}</td>
                  <td>{format(median(values))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      }
    />
  );
}
