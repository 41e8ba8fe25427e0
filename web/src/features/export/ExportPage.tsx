import { MINIMUM_GAMES_NOTE } from "@fragboard/core";
import { useMemo } from "react";
import { Button } from "../../components/ui/Button.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { PlayerFilterBar } from "../../components/ui/PlayerFilterBar.js";
import { PlayerListGate } from "../../components/ui/PlayerListGate.js";
import { playersCounter } from "../../lib/league/list-messages.js";
import { filterPlayers } from "../../lib/league/player-filters.js";
import { hasStats } from "../../lib/league/player-list.js";
import { usePlayerFilterParams } from "../../lib/league/use-player-filter-params.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { SORT_DIRECTIONS, type SortState, type SortUpdate } from "../../lib/sort.js";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";
import { ExportTable } from "./ExportTable.js";
import { EXPORT_SORT_KEYS, type ExportSortKey, ranksByPerformance, sortExport } from "./export-columns.js";

const DEFAULT_SORT: SortState<ExportSortKey> = { key: "rating", direction: "desc" };

function readSort(params: URLSearchParams): SortState<ExportSortKey> {
  const key = EXPORT_SORT_KEYS.find((k) => k === params.get("sort"));
  const direction = SORT_DIRECTIONS.find((d) => d === params.get("dir"));
  return key && direction ? { key, direction } : DEFAULT_SORT;
}

/**
 * The table's sort in the address (`?sort=adr&dir=asc`), so a shared link opens sorted the same
 * way. A change applies to the sort the address has when it lands (two quick clicks: two flips).
 */
function useExportSort(): [SortState<ExportSortKey>, (update: SortUpdate<ExportSortKey>) => void] {
  const [params, setParams] = useLatestSearchParams();
  const sort = readSort(params);
  const setSort = (update: SortUpdate<ExportSortKey>) =>
    setParams(
      (current) => {
        const next = update(readSort(current));
        const updated = new URLSearchParams(current);
        updated.set("sort", next.key);
        updated.set("dir", next.direction);
        return updated;
      },
      { replace: true },
    );
  return [sort, setSort];
}

/** Stats Exporter (spec 000 §2 "Export players"): filter, sort, and download what is shown as CSV. */
export default function ExportPage() {
  const list = usePlayerList();
  const filters = usePlayerFilterParams();
  const [sort, setSort] = useExportSort();
  const withStats = useMemo(() => (list.status === "success" ? list.players.filter(hasStats) : []), [list]);
  const shown = useMemo(
    () => sortExport(filterPlayers(withStats, filters.filters), sort.key, sort.direction),
    [withStats, filters.filters, sort.key, sort.direction],
  );

  return (
    <PlayerListGate
      title={<PageTitle tab="Stats Exporter">Export Players</PageTitle>}
      list={list}
      withStats={withStats}
    >
      {() => (
        <>
          <PlayerFilterBar controls={filters.controls} />
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <p className="mr-auto text-muted text-sm" aria-live="polite">
              {playersCounter(shown.length, withStats.length)}
            </p>
            <p className="text-muted text-xs">
              CSV: every stat of each shown player, rounded as shown; percentages in % (columns marked "(%)").
            </p>
            {ranksByPerformance(sort.key) && (
              <p className="w-full text-muted text-xs">{MINIMUM_GAMES_NOTE}</p>
            )}
            <Button
              disabled={shown.length === 0}
              // PapaParse loads on the first export, not with the page.
              onClick={() =>
                import("../../lib/league/players-csv.js").then((csv) =>
                  csv.downloadPlayersCsv(shown, csv.EXPORTER_FILE_NAME),
                )
              }
            >
              Export
            </Button>
          </div>
          {shown.length === 0 ? (
            <p className="py-12 text-center text-muted">No player matches these filters.</p>
          ) : (
            <ExportTable players={shown} sort={sort} onSort={setSort} />
          )}
        </>
      )}
    </PlayerListGate>
  );
}
