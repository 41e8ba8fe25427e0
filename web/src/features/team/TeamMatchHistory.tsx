import type { CoreMatch } from "@fragboard/core";
import { Fragment, type ReactNode, useId, useMemo, useState } from "react";
import { BoxScore } from "../../components/ui/BoxScore.js";
import { Button } from "../../components/ui/Button.js";
import { cx } from "../../components/ui/cx.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { SortableHeader } from "../../components/ui/SortableHeader.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDate, formatDecimal } from "../../lib/format.js";
import { teamPath } from "../../lib/league/franchises.js";
import { mapName } from "../../lib/league/map-name.js";
import { matchPath } from "../../lib/league/match-paths.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { type SortState, sortRows } from "../../lib/sort.js";
import { Panel } from "./Panel.js";
import { type TeamHistoryRow, teamHistoryRows } from "./team-history-rows.js";
import type { useTeamHistory } from "./use-team-matches.js";

type TeamRef = { id: string; name: string };
type Column = "date" | "day" | "opponent" | "map" | "score" | "result";

/** Rows shown before "Show All". */
const PREVIEW_ROWS = 8;

const th = "px-2 py-1.5 font-semibold text-muted text-xs";
const td = "border-line border-t px-2 py-1.5";

const COLUMNS: { key: Column; label: string; tooltip: string; first: "asc" | "desc"; className?: string }[] =
  [
    {
      key: "date",
      label: "Date",
      tooltip: "When the map was played",
      first: "desc",
      className: "hidden sm:table-cell",
    },
    {
      key: "day",
      label: "Day",
      tooltip: "Match day (M regular season, P playoffs) and map of a series",
      first: "asc",
    },
    { key: "opponent", label: "Opponent", tooltip: "The other team", first: "asc" },
    { key: "map", label: "Map", tooltip: "Map played", first: "asc", className: "hidden md:table-cell" },
    { key: "score", label: "Score", tooltip: "Rounds won : lost (sorted by difference)", first: "desc" },
    { key: "result", label: "W/L", tooltip: "Won or lost the map", first: "asc" },
  ];

const VALUE: Record<Column, (row: TeamHistoryRow) => string | number> = {
  date: (r) => r.map.createdAt,
  day: (r) => `${r.map.matchDay}${r.seriesMap ? `.${r.seriesMap}` : ""}`,
  opponent: (r) => r.them.name,
  map: (r) => mapName(r.map.mapName),
  score: (r) => r.us.score - r.them.score,
  result: (r) => (r.won ? "W" : "L"),
};

/**
 * Every map the team played this season, newest first: opponent (to its team page), map, score,
 * W/L and its best player; a row opens to both teams' box score (players linked).
 */
export function TeamMatchHistory({
  team,
  matches,
  history,
}: {
  team: TeamRef;
  matches: CoreMatch[] | undefined;
  history: ReturnType<typeof useTeamHistory>;
}) {
  const [sort, setSort] = useState<SortState<Column>>({ key: "date", direction: "desc" });
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(
    () => (history.data && matches ? teamHistoryRows(history.data, team.name, matches) : []),
    [history.data, matches, team.name],
  );
  const sorted = useMemo(() => sortRows(rows, VALUE[sort.key], sort.direction), [rows, sort]);
  const shown = showAll ? sorted : sorted.slice(0, PREVIEW_ROWS);

  let body: ReactNode;
  if (history.error) body = <LoadError error={history.error} />;
  else if (history.empty || (history.data && rows.length === 0))
    body = <p className="text-muted text-sm">{team.name} has not played a map this season yet.</p>;
  else if (!history.data || !matches) body = <InlineLoading what="match history" />;
  else
    body = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{team.name} maps this season</caption>
            <thead>
              <tr>
                <th scope="col" className="w-8">
                  <span className="sr-only">Details</span>
                </th>
                {COLUMNS.map((c) => (
                  <SortableHeader
                    key={c.key}
                    sortKey={c.key}
                    sort={sort}
                    onSort={setSort}
                    firstDirection={c.first}
                    tooltip={c.tooltip}
                    className={cx(th, c.className)}
                  >
                    {c.label}
                  </SortableHeader>
                ))}
                <th
                  scope="col"
                  className={cx(th, "hidden text-left lg:table-cell")}
                  title="The team's best rating on the map"
                >
                  BEST
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <HistoryRow key={row.map.matchId} row={row} teamName={team.name} />
              ))}
            </tbody>
          </table>
        </div>
        {!showAll && rows.length > PREVIEW_ROWS && (
          <p className="mt-3 text-center">
            <Button onClick={() => setShowAll(true)}>Show All ({rows.length})</Button>
          </p>
        )}
      </>
    );

  return (
    <Panel title="Match history" className="mb-4">
      {body}
    </Panel>
  );
}

function HistoryRow({ row, teamName }: { row: TeamHistoryRow; teamName: string }) {
  const [open, setOpen] = useState(false);
  const details = useId();
  const where = `${mapName(row.map.mapName)} against ${row.them.name}`;
  return (
    <Fragment>
      <tr className={cx("hover:bg-raised/50", open && "bg-raised/40")}>
        <td className={td}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={details}
            aria-label={`${open ? "Hide" : "Show"} the box score of ${where}`}
            onClick={() => setOpen(!open)}
            className="grid size-6 place-items-center rounded text-muted hover:bg-line hover:text-ink"
          >
            <span aria-hidden>{open ? "▾" : "▸"}</span>
          </button>
        </td>
        <td className={cx(td, "hidden whitespace-nowrap sm:table-cell")}>{formatDate(row.map.createdAt)}</td>
        <td className={cx(td, "whitespace-nowrap")}>
          {row.map.matchDay}
          {row.seriesMap && <span className="block text-muted text-xs">map {row.seriesMap}</span>}
        </td>
        <td className={td}>
          {row.opponentPrefix ? (
            <SelectionLink
              to={teamPath(row.opponentPrefix, row.them.name)}
              className="hover:text-accent hover:underline"
            >
              {row.them.name}
            </SelectionLink>
          ) : (
            row.them.name
          )}
          <span className="block text-muted text-xs md:hidden">{mapName(row.map.mapName)}</span>
        </td>
        <td className={cx(td, "hidden md:table-cell")}>
          <SelectionLink to={matchPath(row.map.matchId)} className="hover:text-accent hover:underline">
            {mapName(row.map.mapName)}
          </SelectionLink>
        </td>
        <td className={td}>
          <Stat
            value={`${row.us.score}:${row.them.score}`}
            tooltip={`Rounds won by ${teamName} : by ${row.them.name}`}
            className="font-semibold"
          />
        </td>
        <td className={td}>
          <span className={cx("font-semibold", row.won ? "text-good" : "text-bad")}>
            {row.won ? "W" : "L"}
          </span>
        </td>
        <td className={cx(td, "hidden lg:table-cell")}>
          {row.best && (
            <>
              <SelectionLink to={playerPath(row.best.name)} className="hover:text-accent hover:underline">
                {row.best.name}
              </SelectionLink>{" "}
              <Stat
                value={formatDecimal(row.best.rating)}
                tooltip={`${row.best.name}'s rating on this map`}
                className="text-muted"
              />
            </>
          )}
        </td>
      </tr>
      {open && (
        <tr id={details}>
          <td colSpan={COLUMNS.length + 2} className="border-line border-t bg-bg/40 p-2">
            <BoxScore map={row.map} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
