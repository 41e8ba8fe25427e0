import { ROLE_LABELS, ROLE_RADAR_AXES, ROLES, roleRadar, type SeasonStats } from "@fragboard/core";
import { useMemo } from "react";
import { RadarSvg } from "../../../components/ui/charts/RadarSvg.js";
import { formatDecimal } from "../../../lib/format.js";

/**
 * How much of each role the stat line shows (docs/rules.md#role role radar). Drawn as plain SVG
 * rather than with the chart library, so the player page's first tab needs no chart code; screen
 * readers get the numbers as a list.
 */
export function RoleRadar({ stats, role }: { stats: SeasonStats; role: string }) {
  const radar = useMemo(() => roleRadar(stats), [stats]);
  const text = (r: (typeof ROLES)[number]) =>
    `${ROLE_LABELS[r]}: ${formatDecimal(radar[r])} of ${ROLE_RADAR_AXES[r].axisMax}`;
  return (
    <figure aria-label={`Role radar: plays as ${role}`} className="m-0">
      <RadarSvg
        axes={ROLES.map((r) => ROLE_LABELS[r])}
        series={[
          {
            name: role,
            shares: ROLES.map((r) => radar[r] / ROLE_RADAR_AXES[r].axisMax),
            pointTitle: (i) => {
              const r = ROLES[i];
              return r ? text(r) : "";
            },
            className: "fill-accent/30 stroke-accent",
            pointClassName: "fill-accent",
          },
        ]}
        className="h-64 w-full"
      />
      <figcaption className="sr-only">
        <ul>
          {ROLES.map((r) => (
            <li key={r}>{text(r)}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
