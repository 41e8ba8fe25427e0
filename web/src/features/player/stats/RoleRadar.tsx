import { ROLE_LABELS, ROLE_RADAR_AXES, ROLES, roleRadar, type SeasonStats } from "@fragboard/core";
import { useMemo } from "react";
import { formatDecimal } from "../../../lib/format.js";

/** Drawing units: the view box is 2·SIZE wide, centred on the origin. */
const SIZE = 150;
const RADIUS = 100;
const RINGS = [0.25, 0.5, 0.75, 1];

/** The point at `share` (0..1) of the radius on the i-th axis, the first pointing up, clockwise. */
function point(i: number, share: number): [number, number] {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / ROLES.length;
  return [Math.cos(angle) * RADIUS * share, Math.sin(angle) * RADIUS * share];
}

const polygon = (shares: readonly number[]) =>
  shares
    .map((share, i) =>
      point(i, share)
        .map((v) => v.toFixed(1))
        .join(","),
    )
    .join(" ");

/**
 * How much of each role the stat line shows (docs/rules.md#role role radar). Drawn as plain SVG
 * rather than with the chart library, so the player page's first tab needs no chart code; screen
 * readers get the numbers as a list.
 */
export function RoleRadar({ stats, role }: { stats: SeasonStats; role: string }) {
  const radar = useMemo(() => roleRadar(stats), [stats]);
  const shares = ROLES.map((r) => Math.min(radar[r] / ROLE_RADAR_AXES[r].axisMax, 1));
  const text = (r: (typeof ROLES)[number]) =>
    `${ROLE_LABELS[r]}: ${formatDecimal(radar[r])} of ${ROLE_RADAR_AXES[r].axisMax}`;
  return (
    <figure aria-label={`Role radar: plays as ${role}`} className="m-0">
      <svg
        viewBox={`${-SIZE} ${-SIZE + 15} ${2 * SIZE} ${2 * SIZE - 20}`}
        className="h-64 w-full"
        aria-hidden
      >
        {RINGS.map((ring) => (
          <polygon key={ring} points={polygon(ROLES.map(() => ring))} fill="none" className="stroke-line" />
        ))}
        {ROLES.map((r, i) => {
          const [x, y] = point(i, 1);
          return <line key={r} x1={0} y1={0} x2={x} y2={y} className="stroke-line" />;
        })}
        <polygon
          points={polygon(shares)}
          className="fill-accent/30 stroke-accent"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {ROLES.map((r, i) => {
          const [x, y] = point(i, shares[i] ?? 0);
          const [lx, ly] = point(i, 1.2);
          return (
            <g key={r}>
              <circle cx={x} cy={y} r={4} className="fill-accent">
                <title>{text(r)}</title>
              </circle>
              <text
                x={lx}
                y={ly}
                textAnchor={Math.abs(lx) < 1 ? "middle" : lx > 0 ? "start" : "end"}
                dominantBaseline="middle"
                className="fill-muted text-[11px]"
              >
                {ROLE_LABELS[r]}
              </text>
            </g>
          );
        })}
      </svg>
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
