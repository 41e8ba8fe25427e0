import { banMatrix, picksAndFloats, type TeamMatch } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { Stat } from "../../components/ui/Stat.js";
import { mapName } from "../../lib/league/map-name.js";
import { type DataColumn, DataTable } from "./DataTable.js";
import { Panel } from "./Panel.js";

type TeamRef = { id: string; name: string };
type BanRow = ReturnType<typeof banMatrix>["rows"][number];
type BanColumn = "map" | "r1" | "r2" | "r3" | "weight";

const roundColumn = (n: 1 | 2 | 3): DataColumn<BanRow, BanColumn> => ({
  key: `r${n}`,
  label: (
    <>
      <span className="hidden sm:inline">Round {n}</span>
      <span className="sm:hidden">R{n}</span>
    </>
  ),
  tooltip: `Times the team's ban number ${n} of a veto was this map`,
  value: (r) => r.rounds[n - 1],
  cell: (r) => {
    const count = r.rounds[n - 1] ?? 0;
    return (
      <Stat
        value={count === 0 ? "-" : String(count)}
        tooltip={`${count} ban${count === 1 ? "" : "s"} of ${mapName(r.map)} as ban ${n}`}
      />
    );
  },
});

/** Map (perma-bans starred), the three veto rounds, and the weighted total. */
const banColumns = (permaBans: readonly string[]): DataColumn<BanRow, BanColumn>[] => [
  {
    key: "map",
    label: "Map",
    tooltip: "Map",
    value: (r) => mapName(r.map),
    cell: (r) => (
      <>
        {mapName(r.map)}
        {permaBans.includes(r.map) && (
          <span className="ml-1 text-bad text-xs" title="Perma-ban">
            ★
          </span>
        )}
      </>
    ),
  },
  roundColumn(1),
  roundColumn(2),
  roundColumn(3),
  {
    key: "weight",
    label: "Weight",
    tooltip: "Weighted bans: round 1 counts 3, round 2 counts 2, round 3 counts 1",
    value: (r) => r.weight,
    cell: (r) => <Stat value={String(r.weight)} tooltip="3 × round 1 + 2 × round 2 + round 3 bans" />,
  },
];

/**
 * How the team vetoes (API.md §7.12), from its regular-season matches: the ban matrix with the
 * perma-bans, and the maps it picked or floated.
 */
export function VetoPanels({ team, schedule }: { team: TeamRef; schedule: TeamMatch[] | undefined }) {
  if (!schedule)
    return (
      <div className="mb-4">
        <InlineLoading what="vetoes" />
      </div>
    );
  const matrix = banMatrix(schedule, team.id);
  const picks = picksAndFloats(schedule, team.id);
  const vetoed = matrix.rows.some((r) => r.weight > 0);

  return (
    <div className="mb-4 grid gap-4 md:grid-cols-2">
      <Panel
        title="Ban matrix"
        aside={
          matrix.permaBans.length > 0 && (
            <span
              className="text-muted text-sm"
              title="The three maps with the most bans, early bans weighing more"
            >
              Perma-bans: <span className="text-ink">{matrix.permaBans.map(mapName).join(", ")}</span>
            </span>
          )
        }
      >
        {!vetoed ? (
          <p className="text-muted text-sm">No regular-season veto recorded yet.</p>
        ) : (
          <DataTable
            caption="The team's bans per map and veto round"
            columns={banColumns(matrix.permaBans)}
            rows={matrix.rows}
            rowKey={(r) => r.map}
            initialSort={{ key: "weight", direction: "desc" }}
            rowClassName={(r) => matrix.permaBans.includes(r.map) && "bg-bad/10"}
          />
        )}
      </Panel>
      <Panel title="Picks and floats">
        {picks.every((p) => p.picks + p.floats === 0) ? (
          <p className="text-muted text-sm">No regular-season veto recorded yet.</p>
        ) : (
          <PickFloatBars rows={picks} />
        )}
      </Panel>
    </div>
  );
}

/**
 * Two bars per map: maps the team picked (the opponent banned first, so the map left was its
 * choice) and maps it floated (it banned first: the last ban and the played map were not).
 */
function PickFloatBars({ rows }: { rows: ReturnType<typeof picksAndFloats> }) {
  const most = Math.max(1, ...rows.flatMap((r) => [r.picks, r.floats]));
  const bar = (count: number, colour: string, what: string, map: string) => (
    <div className="flex items-center gap-2">
      <div className="h-2.5 flex-1 rounded-full bg-line/50">
        <div className={cx("h-full rounded-full", colour)} style={{ width: `${(count / most) * 100}%` }} />
      </div>
      <Stat value={String(count)} tooltip={`${count} ${what} of ${map}`} className="w-5 text-right text-xs" />
    </div>
  );
  return (
    <>
      <p className="mb-2 flex gap-4 text-muted text-xs">
        <span className="flex items-center gap-1">
          <span aria-hidden className="size-2 rounded-full bg-accent" /> Picks
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden className="size-2 rounded-full bg-sky-400" /> Floats
        </span>
      </p>
      <ul className="grid gap-2" aria-label="Picks and floats per map">
        {[...rows]
          .sort((a, b) => b.picks + b.floats - (a.picks + a.floats) || a.map.localeCompare(b.map))
          .map((row) => (
            <li key={row.map} className="grid grid-cols-[5.5rem_1fr] items-center gap-2 text-sm">
              <span>{mapName(row.map)}</span>
              <div className="grid gap-1">
                <span className="sr-only">
                  {mapName(row.map)}: {row.picks} picks, {row.floats} floats
                </span>
                <div aria-hidden className="grid gap-1">
                  {bar(row.picks, "bg-accent", "picks", mapName(row.map))}
                  {bar(row.floats, "bg-sky-400", "floats", mapName(row.map))}
                </div>
              </div>
            </li>
          ))}
      </ul>
    </>
  );
}
