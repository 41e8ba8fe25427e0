import {
  type MapAnalysis as Analysis,
  MIN_MAPS_FOR_VERDICT,
  mapAnalysis,
  type TeamMatch,
} from "@fragboard/core";
import { useLocation } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { Stat } from "../../components/ui/Stat.js";
import { mapName } from "../../lib/league/map-name.js";
import { loginHref, useSession } from "../../lib/session.js";
import { type DataColumn, DataTable } from "./DataTable.js";
import { Panel } from "./Panel.js";
import type { useTeamHistory } from "./use-team-matches.js";

type TeamRef = { id: string; name: string };
type Row = Analysis["rows"][number];
type Column =
  | "map"
  | "played"
  | "record"
  | "rounds"
  | "rwp"
  | "ct"
  | "t"
  | "pistols"
  | "picks"
  | "floats"
  | "bans"
  | "opponentBans";

/** The spec's text for anonymous users (spec 000 §6, "{product} Prime"). */
export const PRIME_GATE = "Fragboard Prime is only available for logged in users.";

/** A tally as "62.5%", its counts in the tooltip; "-" when nothing was played. */
const tally = (t: Row["ct"], what: string, map?: string) => (
  <Stat
    value={t.played === 0 ? "-" : `${t.pct}%`}
    tooltip={`${what}${map ? ` on ${map}` : ""}: ${t.won} of ${t.played}`}
  />
);

const count = (
  key: "picks" | "floats" | "bans" | "opponentBans",
  label: string,
  tooltip: string,
  className: string,
) => ({
  key,
  label,
  tooltip,
  value: (r: Row) => r[key],
  cell: (r: Row) => <Stat value={String(r[key])} tooltip={`${tooltip}: ${mapName(r.map)}`} />,
  className,
});

const COLUMNS: DataColumn<Row, Column>[] = [
  { key: "map", label: "Map", tooltip: "Map", value: (r) => mapName(r.map), cell: (r) => mapName(r.map) },
  {
    key: "played",
    label: "Played",
    tooltip: "Maps played",
    value: (r) => r.played,
    cell: (r) => <Stat value={String(r.played)} tooltip={`Maps played on ${mapName(r.map)}`} />,
  },
  {
    key: "record",
    label: "W-L",
    tooltip: "Maps won - lost (sorted by wins)",
    value: (r) => r.wins,
    cell: (r) => <Stat value={`${r.wins}-${r.losses}`} tooltip={`Maps won - lost on ${mapName(r.map)}`} />,
  },
  {
    key: "rounds",
    label: "Rounds",
    tooltip: "Rounds won : lost (sorted by difference)",
    value: (r) => r.roundsWon - r.roundsLost,
    cell: (r) => (
      <Stat value={`${r.roundsWon}:${r.roundsLost}`} tooltip={`Rounds won : lost on ${mapName(r.map)}`} />
    ),
    className: "hidden sm:table-cell",
  },
  {
    key: "rwp",
    label: "RWP",
    tooltip: "Round win %: rounds won / rounds played",
    value: (r) => r.roundWinPct,
    cell: (r) => (
      <Stat
        value={r.played === 0 ? "-" : `${r.roundWinPct}%`}
        tooltip={`Rounds won / played on ${mapName(r.map)}`}
      />
    ),
  },
  {
    key: "ct",
    label: "CT",
    tooltip: "CT-side rounds won / played",
    value: (r) => r.ct.pct,
    cell: (r) => tally(r.ct, "CT rounds won", mapName(r.map)),
  },
  {
    key: "t",
    label: "T",
    tooltip: "T-side rounds won / played",
    value: (r) => r.t.pct,
    cell: (r) => tally(r.t, "T rounds won", mapName(r.map)),
  },
  {
    key: "pistols",
    label: "Pistols",
    tooltip: "Pistol rounds won / played",
    value: (r) => r.pistols.pct,
    cell: (r) => tally(r.pistols, "Pistol rounds won", mapName(r.map)),
    className: "hidden md:table-cell",
  },
  count("picks", "Picks", "Regular-season vetoes where the map was the team's pick", "hidden md:table-cell"),
  count(
    "floats",
    "Floats",
    "Regular-season vetoes where the team floated the map (it banned first)",
    "hidden md:table-cell",
  ),
  count("bans", "Bans", "Times the team banned the map", "hidden lg:table-cell"),
  count(
    "opponentBans",
    "Opp. bans",
    "Times opponents banned the map against the team",
    "hidden lg:table-cell",
  ),
];

/**
 * The Map Analysis panel (spec 000 §2, "Fragboard Prime"): for signed-in users, every map's record,
 * rounds, CT / T / pistol round wins and the team's vetoes on it, with the verdicts they support.
 * The figures come from the same public data as the rest of the page; the gate is the product's.
 */
export function MapAnalysis({
  team,
  schedule,
  history,
}: {
  team: TeamRef;
  schedule: TeamMatch[] | undefined;
  history: ReturnType<typeof useTeamHistory>;
}) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  return (
    <Panel
      title="Map Analysis"
      aside={<span className="rounded bg-accent/15 px-1.5 text-accent text-xs">Prime</span>}
    >
      {!user ? (
        <p className="text-muted text-sm">
          {PRIME_GATE}{" "}
          <a href={loginHref(`${pathname}${search}`)} className="text-ink underline hover:text-accent">
            Login
          </a>
        </p>
      ) : history.error ? (
        <LoadError error={history.error} />
      ) : history.empty ? (
        <p className="text-muted text-sm">{team.name} has not played a map this season yet.</p>
      ) : !history.data || !schedule ? (
        <InlineLoading what="map analysis" />
      ) : (
        <AnalysisView analysis={mapAnalysis(history.data, schedule, team)} teamName={team.name} />
      )}
    </Panel>
  );
}

function AnalysisView({ analysis, teamName }: { analysis: Analysis; teamName: string }) {
  const { total } = analysis;
  const mostBanned = [...analysis.rows].sort((a, b) => b.bans - a.bans)[0];
  const mostAvoided = [...analysis.rows].sort((a, b) => b.opponentBans - a.opponentBans)[0];

  return (
    <>
      <ul className="mb-3 grid gap-1 text-sm sm:grid-cols-2">
        <li>
          <span className="text-muted">All maps: </span>
          <Stat
            value={`${total.wins}-${total.losses}`}
            tooltip="Maps won - lost, regular season and playoffs"
          />{" "}
          · rounds{" "}
          {tally(
            { won: total.roundsWon, played: total.roundsWon + total.roundsLost, pct: total.roundWinPct },
            "Rounds won",
          )}
        </li>
        <li>
          <span className="text-muted">Sides: </span>CT {tally(total.ct, "CT rounds won")} · T{" "}
          {tally(total.t, "T rounds won")} · pistols {tally(total.pistols, "Pistol rounds won")}
          {total.ct.played > 0 && total.t.played > 0 && total.ct.pct !== total.t.pct && (
            <span className="text-muted">
              {" "}
              ({total.ct.pct > total.t.pct ? "a CT-sided" : "a T-sided"} team)
            </span>
          )}
        </li>
        <li>
          <span className="text-muted">Best map: </span>
          {verdict(analysis, "best")}
        </li>
        <li>
          <span className="text-muted">Worst map: </span>
          {verdict(analysis, "worst")}
        </li>
        {mostBanned && mostBanned.bans > 0 && (
          <li>
            <span className="text-muted">Bans most: </span>
            {mapName(mostBanned.map)}{" "}
            <Stat value={`×${mostBanned.bans}`} tooltip={`Times ${teamName} banned it`} />
          </li>
        )}
        {mostAvoided && mostAvoided.opponentBans > 0 && (
          <li>
            <span className="text-muted">Opponents ban most: </span>
            {mapName(mostAvoided.map)}{" "}
            <Stat
              value={`×${mostAvoided.opponentBans}`}
              tooltip={`Times opponents banned it against ${teamName}`}
            />
          </li>
        )}
      </ul>
      <DataTable
        caption={`${teamName} per map`}
        columns={COLUMNS}
        rows={analysis.rows}
        rowKey={(r) => r.map}
        initialSort={{ key: "played", direction: "desc" }}
        rowClassName={(r) =>
          cx(
            r.map === analysis.best && "bg-good/10",
            r.map === analysis.worst && "bg-bad/10",
            r.played === 0 && "text-muted",
          )
        }
      />
      <p className="mt-2 text-muted text-xs">
        Every map of the season's matches, playoffs included; picks, floats and bans from the regular-season
        vetoes.
      </p>
    </>
  );
}

function verdict(analysis: Analysis, which: "best" | "worst") {
  const map = analysis[which];
  const row = analysis.rows.find((r) => r.map === map);
  if (!row) return <span className="text-muted">needs two maps played {MIN_MAPS_FOR_VERDICT}+ times</span>;
  return (
    <>
      {mapName(row.map)}{" "}
      <Stat
        value={`${row.roundWinPct}%`}
        tooltip={`Rounds won on ${mapName(row.map)} over ${row.played} maps`}
      />
    </>
  );
}
