import type { MatchType } from "@fragboard/core";
import { useMemo, useState } from "react";
import { Button } from "../../../components/ui/Button.js";
import { cx } from "../../../components/ui/cx.js";
import { InlineLoading } from "../../../components/ui/InlineLoading.js";
import { LoadError } from "../../../components/ui/LoadError.js";
import { SortableHeader } from "../../../components/ui/SortableHeader.js";
import { type SortState, sortRows } from "../../../lib/sort.js";
import {
  HISTORY_PREVIEW_ROWS,
  HISTORY_SORT_VALUES,
  type HistorySortKey,
  historyRows,
} from "./history-rows.js";
import { MatchRow } from "./MatchRow.js";
import { useMatchHistory } from "./use-match-history.js";

type Header = {
  label: string;
  tooltip: string;
  /** Absent: the column does not sort. */
  sortKey?: HistorySortKey;
  className?: string;
};

/** Narrow screens keep the row's who, what and how: date, stage and the finer figures hide first. */
const HEADERS: Header[] = [
  { label: "Date", tooltip: "When the map was played", sortKey: "date", className: "hidden sm:table-cell" },
  { label: "Stage", tooltip: "Match day, playoff series or combine day", className: "hidden md:table-cell" },
  { label: "Opponent", tooltip: "The team he played against", sortKey: "opponent" },
  { label: "Map", tooltip: "Map played", sortKey: "map", className: "hidden sm:table-cell" },
  { label: "Result", tooltip: "Won (W) or lost (L), rounds won : rounds lost", sortKey: "result" },
  { label: "Rating", tooltip: "His rating on this map", sortKey: "rating" },
  { label: "K/D/A", tooltip: "Kills / deaths / assists (sorts by kills)", sortKey: "kills" },
  { label: "DMG", tooltip: "Damage dealt to enemies", sortKey: "damage", className: "hidden sm:table-cell" },
  {
    label: "ADR",
    tooltip: "Damage per round (★ above 100)",
    sortKey: "adr",
    className: "hidden sm:table-cell",
  },
  {
    label: "FK:FD",
    tooltip: "Opening kills : opening deaths",
    sortKey: "opening",
    className: "hidden md:table-cell",
  },
  { label: "HS%", tooltip: "Headshot kills / kills", sortKey: "hs", className: "hidden md:table-cell" },
  {
    label: "Clutch",
    tooltip: "Clutch points (1v1 = 1, 1v2 = 2, 1v3 = 3, 1v4 = 5, 1v5 = 8)",
    sortKey: "clutch",
    className: "hidden lg:table-cell",
  },
  { label: "FA", tooltip: "Flash assists", sortKey: "fa", className: "hidden lg:table-cell" },
  { label: "UD", tooltip: "Utility damage", sortKey: "ud", className: "hidden lg:table-cell" },
];

const th = "px-1.5 py-2 font-semibold sm:px-2";
const NEWEST_FIRST: SortState<HistorySortKey> = { key: "date", direction: "desc" };

/**
 * The player's maps of the season, newest first (or sorted by a column): five, then all on
 * request; a click on a row opens its details.
 */
export function MatchHistoryTab({
  playerName,
  season,
  matchType,
  onlyMatchIds,
}: {
  playerName: string;
  season: number;
  matchType: MatchType;
  /** The maps a filter of the page keeps (docs/stats.md#filtered-stats); absent, every map. */
  onlyMatchIds?: readonly string[];
}) {
  const history = useMatchHistory(playerName, season, matchType);
  const [showAll, setShowAll] = useState(false);
  const [sort, setSort] = useState(NEWEST_FIRST);
  const rows = useMemo(() => {
    const all = historyRows(history.data ?? [], playerName);
    if (!onlyMatchIds) return all;
    const kept = new Set(onlyMatchIds);
    return all.filter((row) => kept.has(row.map.matchId));
  }, [history.data, playerName, onlyMatchIds]);
  const sorted = useMemo(() => sortRows(rows, HISTORY_SORT_VALUES[sort.key], sort.direction), [rows, sort]);

  if (history.isPending) return <InlineLoading what="match history" />;
  if (history.isError) return <LoadError error={history.error} />;
  if (rows.length === 0) {
    return (
      <p className="py-8 text-center text-muted">
        {onlyMatchIds
          ? "No maps match these filters."
          : `No ${matchType} maps played in season ${season} yet.`}
      </p>
    );
  }

  const shown = showAll ? sorted : sorted.slice(0, HISTORY_PREVIEW_ROWS);
  return (
    <section aria-label="Match history">
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-raised text-muted text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="w-8 px-2 py-2">
                <span className="sr-only">Details</span>
              </th>
              {HEADERS.map((header) =>
                header.sortKey ? (
                  <SortableHeader
                    key={header.label}
                    sortKey={header.sortKey}
                    sort={sort}
                    onSort={setSort}
                    firstDirection={
                      header.sortKey === "opponent" || header.sortKey === "map" ? "asc" : "desc"
                    }
                    tooltip={header.tooltip}
                    className={cx(th, header.className)}
                  >
                    {header.label}
                  </SortableHeader>
                ) : (
                  <th
                    key={header.label}
                    scope="col"
                    title={header.tooltip}
                    className={cx(th, "text-left", header.className)}
                  >
                    {header.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <MatchRow
                key={row.map.matchId}
                row={row}
                playerName={playerName}
                columns={HEADERS.length + 1}
              />
            ))}
          </tbody>
        </table>
      </div>
      {!showAll && rows.length > HISTORY_PREVIEW_ROWS && (
        <p className="mt-3 text-center">
          <Button onClick={() => setShowAll(true)}>Show All ({rows.length})</Button>
        </p>
      )}
    </section>
  );
}
