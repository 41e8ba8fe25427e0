import { ROLE_LABELS, ROLES, type Role } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../components/ui/charts/Chart.js";
import { CHART_AXIS, CHART_INK, CHART_TOOLTIP } from "../../components/ui/charts/chart-theme.js";
import { EmptyChart } from "../../components/ui/charts/EmptyChart.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { roleCounts, roleCountsByTier } from "./chart-data.js";

const ROLE_COLOURS: Record<Role, string> = {
  AWPER: "#a855f7",
  ENTRY: "#ef4444",
  FRAGGER: "#f59e0b",
  RIFLER: "#38bdf8",
  SUPPORT: "#22c55e",
};

/** The page's background (index.css --color-bg): an outline that keeps slice labels readable on any colour. */
const LABEL_OUTLINE = "#0a0d13";

/** The roles' names and colours; given `counts`, each name says how many players have the role. */
const roleLegend = (counts?: Record<Role, number>) =>
  ROLES.map((role) => ({
    name: counts ? `${ROLE_LABELS[role]}: ${counts[role]}` : ROLE_LABELS[role],
    colour: ROLE_COLOURS[role],
  }));

/** Role Distribution: how many signed players play each role (the page forces the signed filter). */
export function RolesTab({ players }: { players: readonly ListedPlayer[] }) {
  const counts = useMemo(() => roleCounts(players), [players]);
  const total = ROLES.reduce((sum, role) => sum + counts[role], 0);
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      color: ROLES.map((role) => ROLE_COLOURS[role]),
      tooltip: { ...CHART_TOOLTIP, trigger: "item", formatter: "{b}: {c} players ({d}%)" },
      series: [
        {
          type: "pie",
          name: "Roles",
          radius: ["38%", "80%"],
          // Labels outside the ring were cut at the sides of a phone: the counts go in the legend,
          // each slice shows its share inside it, and a slice too thin for the text shows none.
          label: {
            position: "inside",
            formatter: "{d}%",
            color: CHART_INK,
            fontWeight: "bold",
            textBorderColor: LABEL_OUTLINE,
            textBorderWidth: 3,
          },
          percentPrecision: 0,
          minShowLabelAngle: 14,
          data: ROLES.map((role) => ({ name: ROLE_LABELS[role], value: counts[role] })),
        },
      ],
    }),
    [counts],
  );
  if (total === 0) return <EmptyChart>No signed player with a role matches these filters.</EmptyChart>;
  return (
    <Chart
      renderer="canvas"
      label={`Roles of ${total} signed players`}
      option={option}
      className="h-96 w-full"
      legend={roleLegend(counts)}
      alternative={ROLES.map((role) => `${ROLE_LABELS[role]} ${counts[role]}`).join(", ")}
    />
  );
}

/** Role Distribution By Tier: the role counts of each tier's players, stacked. */
export function RolesByTierTab({ players }: { players: readonly ListedPlayer[] }) {
  const tiers = useMemo(() => roleCountsByTier(players), [players]);
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      color: ROLES.map((role) => ROLE_COLOURS[role]),
      tooltip: { ...CHART_TOOLTIP, trigger: "axis", axisPointer: { type: "shadow" } },
      grid: { left: 8, right: 16, top: 8, bottom: 24, containLabel: true },
      // Tiers down the side, lowest first: six names side by side did not fit a phone's width.
      yAxis: { type: "category", inverse: true, data: tiers.map((t) => t.tier), ...CHART_AXIS },
      xAxis: {
        type: "value",
        name: "Players",
        nameLocation: "middle",
        nameGap: 24,
        minInterval: 1,
        ...CHART_AXIS,
      },
      series: ROLES.map((role) => ({
        type: "bar",
        name: ROLE_LABELS[role],
        stack: "roles",
        data: tiers.map((t) => t.counts[role]),
      })),
    }),
    [tiers],
  );
  if (tiers.length === 0) return <EmptyChart>No player with a role matches these filters.</EmptyChart>;
  return (
    <Chart
      renderer="canvas"
      label="Roles of the players of each tier"
      option={option}
      className="h-96 w-full"
      legend={roleLegend()}
      alternative={
        <table>
          <thead>
            <tr>
              <th>Tier</th>
              {ROLES.map((role) => (
                <th key={role}>{ROLE_LABELS[role]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map((t) => (
              <tr key={t.tier}>
                <td>{t.tier}</td>
                {ROLES.map((role) => (
                  <td key={role}>{t.counts[role]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
