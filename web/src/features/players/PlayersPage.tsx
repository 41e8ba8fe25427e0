import { MINIMUM_GAMES_NOTE } from "@fragboard/core";
import { useMemo, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { cx } from "../../components/ui/cx.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { PlayerFilterBar } from "../../components/ui/PlayerFilterBar.js";
import { PlayerListGate } from "../../components/ui/PlayerListGate.js";
import { playersCounter } from "../../lib/league/list-messages.js";
import { filterPlayers } from "../../lib/league/player-filters.js";
import { hasStats } from "../../lib/league/player-list.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { oneOf } from "../../lib/storage.js";
import { useSearchText } from "../../lib/use-search-text.js";
import { PlayerTable } from "./PlayerTable.js";
import { PlayerTileGrid } from "./PlayerTileGrid.js";
import { ALL_SORT_KEYS, ranksByPerformance, SORT_KEYS, SORT_LABELS, sortPlayers } from "./player-sort.js";
import { type DisplayStyle, useListPreferences } from "./use-list-preferences.js";

/** Players list (spec 000 §2 "Players list"): everyone with stats in the selected season and match type. */
export default function PlayersPage() {
  const list = usePlayerList();
  const prefs = useListPreferences();
  const [chips, setChips] = useState<string[]>([]);
  // The name being typed filters too, as if it were a chip already (after a pause in typing).
  const search = useSearchText();
  const names = useMemo(
    () => (search.settled.trim() ? [...chips, search.settled.trim()] : chips),
    [chips, search.settled],
  );

  const withStats = useMemo(() => (list.status === "success" ? list.players.filter(hasStats) : []), [list]);
  const shown = useMemo(
    () =>
      sortPlayers(
        filterPlayers(withStats, {
          names,
          typeGroups: prefs.typeGroups,
          tiers: prefs.tiers,
          roles: prefs.roles,
        }),
        prefs.orderBy,
        prefs.direction,
      ),
    [withStats, names, prefs.typeGroups, prefs.tiers, prefs.roles, prefs.orderBy, prefs.direction],
  );

  return (
    <PlayerListGate title={<PageTitle tab="Players">Players</PageTitle>} list={list} withStats={withStats}>
      {(loaded) => (
        <>
          {/* Type, tier and role are remembered in local storage (spec 000 §4) and kept in the address. */}
          <PlayerFilterBar
            controls={{
              chips,
              setChips,
              text: search.text,
              setText: search.setText,
              typeGroups: prefs.typeGroups,
              setTypeGroups: prefs.setTypeGroups,
              tiers: prefs.tiers,
              setTiers: prefs.setTiers,
              roles: prefs.roles,
              setRoles: prefs.setRoles,
            }}
          />
          <section
            aria-label="List options"
            className="mb-4 flex flex-wrap items-center gap-2 border-line border-b pb-3"
          >
            <p className="mr-auto text-muted text-sm" aria-live="polite">
              {playersCounter(shown.length, withStats.length)}
            </p>
            <label className="flex items-center gap-1.5 text-sm">
              <span className="text-muted">Sort</span>
              <select
                aria-label="Sort by"
                value={prefs.orderBy}
                onChange={(event) => {
                  const picked = oneOf(ALL_SORT_KEYS)(event.target.value);
                  if (picked) prefs.setOrderBy(picked);
                }}
                className="h-8 rounded border border-line bg-surface px-2"
              >
                {/* A column header can sort by a key the menu does not offer: show it while it applies. */}
                {(SORT_KEYS.some((key) => key === prefs.orderBy)
                  ? SORT_KEYS
                  : [...SORT_KEYS, prefs.orderBy]
                ).map((key) => (
                  <option key={key} value={key}>
                    {SORT_LABELS[key]}
                  </option>
                ))}
              </select>
            </label>
            <Button
              aria-label={
                prefs.direction === "asc"
                  ? "Ascending, switch to descending"
                  : "Descending, switch to ascending"
              }
              title={prefs.direction === "asc" ? "Ascending" : "Descending"}
              // Flips the direction as it is when the click lands: a double click is two flips.
              onClick={() => prefs.setDirection((direction) => (direction === "asc" ? "desc" : "asc"))}
            >
              {prefs.direction === "asc" ? "↑ Asc" : "↓ Desc"}
            </Button>
            <Button
              disabled={shown.length === 0}
              // CSV writing (PapaParse, every stat key) loads on first use, not with the page.
              onClick={() =>
                import("../../lib/league/players-csv.js").then((csv) =>
                  csv.downloadPlayersCsv(shown, csv.playersCsvFileName(loaded.season, loaded.matchType)),
                )
              }
            >
              Export CSV
            </Button>
            <ViewToggle value={prefs.displayStyle} onChange={prefs.setDisplayStyle} />
            {ranksByPerformance(prefs.orderBy) && (
              <p className="w-full text-muted text-xs">{MINIMUM_GAMES_NOTE}</p>
            )}
          </section>
          {prefs.displayStyle === "cards" ? (
            <PlayerTileGrid players={shown} />
          ) : (
            <PlayerTable
              players={shown}
              sort={{ key: prefs.orderBy, direction: prefs.direction }}
              onSort={prefs.setSort}
            />
          )}
        </>
      )}
    </PlayerListGate>
  );
}

function ViewToggle({ value, onChange }: { value: DisplayStyle; onChange: (next: DisplayStyle) => void }) {
  const option = (style: DisplayStyle, label: string) => (
    <button
      type="button"
      aria-pressed={value === style}
      onClick={() => onChange(style)}
      className={cx("h-8 px-3 text-sm", value === style ? "bg-raised text-ink" : "text-muted hover:text-ink")}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex overflow-hidden rounded border border-line" aria-label="View">
      {option("cards", "Cards")}
      {option("list", "List")}
    </fieldset>
  );
}
