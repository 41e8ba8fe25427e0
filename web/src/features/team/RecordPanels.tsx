import { mapRecord, type TeamMatch, teamRecord } from "@fragboard/core";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatInteger } from "../../lib/format.js";
import { mapName } from "../../lib/league/map-name.js";
import { type DataColumn, DataTable } from "./DataTable.js";
import { Panel } from "./Panel.js";

type TeamRef = { id: string; name: string };
type MapRow = ReturnType<typeof mapRecord>["maps"][number];

const MAP_COLUMNS: DataColumn<MapRow, "map" | "wins" | "losses" | "rwp">[] = [
  {
    key: "map",
    label: "Map",
    tooltip: "Map",
    value: (r) => mapName(r.mapName),
    cell: (r) => mapName(r.mapName),
  },
  {
    key: "wins",
    label: "W",
    tooltip: "Maps won",
    value: (r) => r.wins,
    cell: (r) => <Stat value={String(r.wins)} tooltip={`Maps won on ${mapName(r.mapName)}`} />,
  },
  {
    key: "losses",
    label: "L",
    tooltip: "Maps lost",
    value: (r) => r.losses,
    cell: (r) => <Stat value={String(r.losses)} tooltip={`Maps lost on ${mapName(r.mapName)}`} />,
  },
  {
    key: "rwp",
    label: "RWP",
    tooltip: "Round win %: rounds won / rounds played on the map",
    value: (r) => r.roundWinPct,
    cell: (r) => <Stat value={`${r.roundWinPct}%`} tooltip={`Rounds won on ${mapName(r.mapName)}`} />,
  },
];

/**
 * The regular-season record and the map record (API.md §7.11): one-map matches on an "M" day;
 * maps left 0–0 do not count (spec 000 §5).
 */
export function RecordPanels({ team, schedule }: { team: TeamRef; schedule: TeamMatch[] | undefined }) {
  if (!schedule)
    return (
      <div className="mb-4">
        <InlineLoading what="records" />
      </div>
    );
  const record = teamRecord(schedule, team.id);
  const maps = mapRecord(record);
  const played = record.wins + record.losses;
  const defeated = [...new Set(record.defeated)];

  return (
    <div className="mb-4 grid gap-4 md:grid-cols-2">
      <Panel title="Regular-season record">
        {played === 0 ? (
          <p className="text-muted text-sm">No regular-season map played yet.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure
              label="Maps W - L"
              value={`${record.wins} - ${record.losses}`}
              tooltip="Regular-season maps won - lost"
            />
            <Figure
              label="Rounds"
              value={`${formatInteger(record.roundsWon)}:${formatInteger(record.roundsLost)}`}
              tooltip="Regular-season rounds won : lost"
            />
            <Figure
              label="Round diff."
              value={`${record.roundsWon >= record.roundsLost ? "+" : ""}${record.roundsWon - record.roundsLost}`}
              tooltip="Rounds won minus rounds lost"
            />
            <Figure
              label="Playoff maps"
              value={`${record.playoffs.wins} - ${record.playoffs.losses}`}
              tooltip="Playoff maps won - lost"
            />
          </dl>
        )}
        {defeated.length > 0 && (
          <p className="mt-3 text-sm">
            <span className="text-muted">Beat </span>
            {defeated.join(", ")}
          </p>
        )}
      </Panel>
      <Panel
        title="Map record"
        aside={
          maps.maps.length > 0 && (
            <span className="text-muted text-sm">
              Round win{" "}
              <Stat
                value={`${maps.roundWinPct}%`}
                tooltip="Regular-season rounds won / rounds played"
                className="font-semibold text-ink"
              />
            </span>
          )
        }
      >
        {maps.maps.length === 0 ? (
          <p className="text-muted text-sm">No regular-season map played yet.</p>
        ) : (
          <DataTable
            caption="Regular-season record per map"
            columns={MAP_COLUMNS}
            rows={maps.maps}
            rowKey={(r) => r.mapName}
            initialSort={{ key: "map", direction: "asc" }}
          />
        )}
      </Panel>
    </div>
  );
}

function Figure({ label, value, tooltip }: { label: string; value: string; tooltip: string }) {
  return (
    <div>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-semibold text-lg">
        <Stat value={value} tooltip={tooltip} />
      </dd>
    </div>
  );
}
