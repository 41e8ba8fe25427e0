import type { MatchType } from "@fragboard/core";
import { useMemo, useState } from "react";
import { Button } from "../../../components/ui/Button.js";
import { InlineLoading } from "../../../components/ui/InlineLoading.js";
import { LoadError } from "../../../components/ui/LoadError.js";
import { HISTORY_PREVIEW_ROWS, historyRows } from "./history-rows.js";
import { MatchRow } from "./MatchRow.js";
import { useMatchHistory } from "./use-match-history.js";

const HEADERS: { label: string; tooltip: string; className?: string }[] = [
  { label: "Date", tooltip: "When the map was played", className: "hidden sm:table-cell" },
  { label: "Map", tooltip: "Map played" },
  { label: "Score", tooltip: "Rounds won : rounds lost by his team" },
  { label: "Rating", tooltip: "His rating on this map" },
  { label: "K/D/A", tooltip: "Kills / deaths / assists" },
  { label: "DMG", tooltip: "Damage dealt to enemies", className: "hidden sm:table-cell" },
  { label: "ADR", tooltip: "Damage per round (★ above 100)" },
  { label: "FK:FD", tooltip: "Opening kills : opening deaths", className: "hidden md:table-cell" },
  { label: "HS%", tooltip: "Headshot kills / kills", className: "hidden md:table-cell" },
  {
    label: "Clutch",
    tooltip: "Clutch points (1v1 = 1, 1v2 = 2, 1v3 = 3, 1v4 = 5, 1v5 = 8)",
    className: "hidden lg:table-cell",
  },
  { label: "FA", tooltip: "Flash assists", className: "hidden lg:table-cell" },
  { label: "UD", tooltip: "Utility damage", className: "hidden lg:table-cell" },
];

/** The player's maps of the season, newest first: five, then all on request; each opens to its details. */
export function MatchHistoryTab({
  playerName,
  season,
  matchType,
}: {
  playerName: string;
  season: number;
  matchType: MatchType;
}) {
  const history = useMatchHistory(playerName, season, matchType);
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => historyRows(history.data ?? [], playerName), [history.data, playerName]);

  if (history.isPending) return <InlineLoading what="match history" />;
  if (history.isError) return <LoadError error={history.error} />;
  if (rows.length === 0) {
    return (
      <p className="py-8 text-center text-muted">
        No {matchType} maps played in season {season} yet.
      </p>
    );
  }

  const shown = showAll ? rows : rows.slice(0, HISTORY_PREVIEW_ROWS);
  return (
    <section aria-label="Match history">
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-raised text-muted text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="w-8 px-2 py-2">
                <span className="sr-only">Details</span>
              </th>
              {HEADERS.map((header) => (
                <th
                  key={header.label}
                  scope="col"
                  title={header.tooltip}
                  className={`px-1.5 py-2 text-left font-semibold sm:px-2 ${header.className ?? ""}`}
                >
                  {header.label}
                </th>
              ))}
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
