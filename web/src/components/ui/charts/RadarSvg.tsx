/**
 * A radar drawn as plain SVG: pages whose only chart is a radar (the player page's role radar,
 * Player Compare) need no chart library before their first render. Each point and each series
 * shape has a native tooltip (`<title>`); the caller's figure carries the numbers for screen
 * readers, so the drawing itself is hidden from them.
 */

/** Drawing units: the radius of the outer ring; the view box leaves room for the axis names. */
const RADIUS = 100;
const RINGS = [0.25, 0.5, 0.75, 1];
const VIEW_BOX = "-175 -132 350 262";

export type RadarSvgSeries = {
  name: string;
  /** One share per axis, 0..1 of the radius (larger values are drawn on the outer ring). */
  shares: readonly number[];
  /** Tooltip of the point on axis `i`. */
  pointTitle: (i: number) => string;
  /** Colour classes (`stroke-…`, `fill-…`), or a colour for both when `colour` is given. */
  className?: string;
  pointClassName?: string;
  colour?: string;
  dashed?: boolean;
};

/** The point at `share` of the radius on axis `i` of `count`, the first pointing up, clockwise. */
export function radarPoint(i: number, count: number, share: number): [number, number] {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / count;
  return [Math.cos(angle) * RADIUS * share, Math.sin(angle) * RADIUS * share];
}

const clamp = (share: number) => Math.min(Math.max(Number.isFinite(share) ? share : 0, 0), 1);

const polygon = (shares: readonly number[]) =>
  shares
    .map((share, i) =>
      radarPoint(i, shares.length, clamp(share))
        .map((v) => v.toFixed(1))
        .join(","),
    )
    .join(" ");

export function RadarSvg({
  axes,
  series,
  className,
}: {
  axes: readonly string[];
  series: readonly RadarSvgSeries[];
  className: string;
}) {
  const count = axes.length;
  return (
    <svg viewBox={VIEW_BOX} className={className} aria-hidden>
      {RINGS.map((ring) => (
        <polygon key={ring} points={polygon(axes.map(() => ring))} fill="none" className="stroke-line" />
      ))}
      {axes.map((axis, i) => {
        const [x, y] = radarPoint(i, count, 1);
        const [lx, ly] = radarPoint(i, count, 1.18);
        return (
          <g key={axis}>
            <line x1={0} y1={0} x2={x} y2={y} className="stroke-line" />
            <text
              x={lx}
              y={ly}
              textAnchor={Math.abs(lx) < 1 ? "middle" : lx > 0 ? "start" : "end"}
              dominantBaseline="middle"
              className="fill-muted text-[11px]"
            >
              {axis}
            </text>
          </g>
        );
      })}
      {series.map((entry) => (
        <g key={entry.name} data-series={entry.name}>
          <polygon
            points={polygon(entry.shares)}
            className={entry.className}
            stroke={entry.colour}
            fill={entry.colour}
            fillOpacity={entry.colour ? (entry.dashed ? 0 : 0.12) : undefined}
            strokeWidth={2}
            strokeDasharray={entry.dashed ? "5 4" : undefined}
            strokeLinejoin="round"
          >
            <title>{entry.name}</title>
          </polygon>
          {entry.shares.map((share, i) => {
            const [x, y] = radarPoint(i, count, clamp(share));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one point per axis, in axis order
              <circle key={i} cx={x} cy={y} r={4} className={entry.pointClassName} fill={entry.colour}>
                <title>{entry.pointTitle(i)}</title>
              </circle>
            );
          })}
        </g>
      ))}
    </svg>
  );
}
