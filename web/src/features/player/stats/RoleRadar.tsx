import { ROLE_LABELS, ROLE_RADAR_AXES, ROLES, roleRadar, type SeasonStats } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../../components/ui/charts/Chart.js";
import { formatDecimal } from "../../../lib/format.js";

const ACCENT = "#f59e0b";
const GRID = "#263043";
const MUTED = "#8b95a7";

/** How much of each role the stat line shows (docs/rules.md#role role radar), with the numbers as text. */
export function RoleRadar({ stats, role }: { stats: SeasonStats; role: string }) {
  const radar = useMemo(() => roleRadar(stats), [stats]);
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      tooltip: { trigger: "item" },
      radar: {
        indicator: ROLES.map((r) => ({ name: ROLE_LABELS[r], max: ROLE_RADAR_AXES[r].axisMax })),
        radius: "68%",
        axisName: { color: MUTED },
        splitLine: { lineStyle: { color: GRID } },
        splitArea: { show: false },
        axisLine: { lineStyle: { color: GRID } },
      },
      series: [
        {
          type: "radar",
          name: "Role",
          data: [{ value: ROLES.map((r) => radar[r]), name: stats.name }],
          areaStyle: { color: "rgba(245, 158, 11, 0.3)" },
          lineStyle: { color: ACCENT },
          itemStyle: { color: ACCENT },
        },
      ],
    }),
    [radar, stats.name],
  );
  return (
    <Chart
      label={`Role radar: plays as ${role}`}
      option={option}
      className="h-64 w-full"
      alternative={
        <ul>
          {ROLES.map((r) => (
            <li key={r}>
              {ROLE_LABELS[r]}: {formatDecimal(radar[r])} of {ROLE_RADAR_AXES[r].axisMax}
            </li>
          ))}
        </ul>
      }
    />
  );
}
