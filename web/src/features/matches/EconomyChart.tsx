import type { MatchMap } from "@fragboard/core";
import { memo, useMemo } from "react";
import { Chart, type ChartOption } from "../../components/ui/charts/Chart.js";
import { CHART_AXIS, CHART_TOOLTIP, escapeHtml } from "../../components/ui/charts/chart-theme.js";
import { formatInteger } from "../../lib/format.js";
import { BUYS } from "./round-labels.js";

const COLOURS = ["#38bdf8", "#f59e0b"] as const;

type Order = readonly [0 | 1, 0 | 1];

/** The chart's ECharts option: both teams' bars per round, the winner's in full colour. */
function economyOption(map: MatchMap, order: Order): ChartOption {
  const rounds = map.rounds.map((r) => String(r.number));
  return {
    grid: { left: 48, right: 8, top: 8, bottom: 28 },
    tooltip: {
      ...CHART_TOOLTIP,
      trigger: "axis",
      formatter: (params: unknown) => {
        const items = Array.isArray(params) ? (params as { dataIndex: number }[]) : [];
        const round = map.rounds[items[0]?.dataIndex ?? -1];
        if (!round) return "";
        return [
          `Round ${round.number} · ${escapeHtml(map.teams[round.winner].name)} won`,
          ...order.map(
            (team) =>
              `${escapeHtml(map.teams[team].name)}: $${formatInteger(round.equipment[team])} (${BUYS[round.buy[team]]})`,
          ),
        ].join("<br>");
      },
    },
    xAxis: {
      type: "category",
      data: rounds,
      ...CHART_AXIS,
      name: "Round",
      nameLocation: "middle",
      nameGap: 20,
    },
    yAxis: {
      type: "value",
      ...CHART_AXIS,
      axisLabel: { ...CHART_AXIS.axisLabel, formatter: (v: number) => `$${v / 1000}k` },
    },
    series: order.map((team, i) => ({
      type: "bar" as const,
      name: map.teams[team].name,
      itemStyle: { color: COLOURS[i] },
      data: map.rounds.map((r) => ({
        value: r.equipment[team],
        // The round's winner in full colour, the loser faded.
        itemStyle: { opacity: r.winner === team ? 1 : 0.45 },
      })),
    })),
  };
}

/**
 * Both teams' equipment value per round with their buy type (ECharts, loaded with the chart).
 * Memoised: a new option is a full redraw, and pinning a round re-renders the page around it.
 */
export const EconomyChart = memo(function EconomyChart({ map, order }: { map: MatchMap; order: Order }) {
  const option = useMemo(() => economyOption(map, order), [map, order]);
  return (
    <Chart
      label="Equipment value per round"
      option={option}
      className="h-56 w-full"
      legend={order.map((team, i) => ({ name: map.teams[team].name, colour: COLOURS[i] as string }))}
      alternative={
        <table>
          <caption>Equipment value and buy per round; the round's winner is named.</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              {order.map((team) => (
                <th key={team} scope="col">
                  {map.teams[team].name}
                </th>
              ))}
              <th scope="col">Winner</th>
            </tr>
          </thead>
          <tbody>
            {map.rounds.map((r) => (
              <tr key={r.number}>
                <th scope="row">{r.number}</th>
                {order.map((team) => (
                  <td key={team}>
                    ${formatInteger(r.equipment[team])} {BUYS[r.buy[team]]}
                  </td>
                ))}
                <td>{map.teams[r.winner].name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
});
