import { useMemo, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal, formatInteger, formatMmr } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

/** Rows drawn at once; the search box narrows a longer list. */
const SHOWN = 50;
const th = "sticky top-0 bg-raised px-2 py-2 text-left font-semibold text-muted text-xs";

/** The players passing the filters, searchable by name, each with an Add button (spec 000 §2). */
export function MatchingPlayers({
  players,
  picked,
  onAdd,
}: {
  players: readonly ListedPlayer[];
  picked: readonly string[];
  onAdd: (player: ListedPlayer) => void;
}) {
  const [search, setSearch] = useState("");
  const found = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return players.filter((p) => p.name.toLowerCase().includes(needle));
  }, [players, search]);
  const shown = found.slice(0, SHOWN);
  return (
    <section aria-labelledby="matching-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="matching-heading" className="font-semibold text-lg">
          Matching players
        </h2>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name"
          aria-label="Search matching players"
          className="h-8 w-48 rounded border border-line bg-surface px-2 text-sm placeholder:text-muted"
        />
        <p className="text-muted text-sm" aria-live="polite">
          {found.length} player{found.length === 1 ? "" : "s"}
          {found.length > SHOWN ? `, first ${SHOWN} shown` : ""}
        </p>
      </div>
      {found.length === 0 ? (
        <p className="py-6 text-center text-muted">No player passes these filters.</p>
      ) : (
        <div className="max-h-[420px] overflow-auto rounded border border-line">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Player
                </th>
                <th scope="col" className={`${th} text-right`} title={STAT_DESCRIPTIONS.mmr}>
                  MMR
                </th>
                <th scope="col" className={`${th} text-right`} title={STAT_DESCRIPTIONS.rating}>
                  Rating
                </th>
                <th scope="col" className={`${th} text-right`} title={STAT_DESCRIPTIONS.gameCount}>
                  Games
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Add</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((player) => {
                const stats = shownStats(player)?.stats;
                const added = picked.includes(player.name);
                return (
                  <tr key={player.id} className="hover:bg-raised">
                    <td className="whitespace-nowrap border-line border-b px-2 py-1">
                      <span className="flex items-center gap-2">
                        <span
                          className="h-4 w-1 rounded"
                          style={{ backgroundColor: tierColour(player.tier.name) }}
                        />
                        {player.name}
                        <span className="text-muted text-xs">{player.tier.name}</span>
                      </span>
                    </td>
                    <td className="border-line border-b px-2 text-right">
                      <Stat value={formatMmr(player.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} />
                    </td>
                    <td className="border-line border-b px-2 text-right">
                      <Stat value={formatDecimal(stats?.rating)} tooltip={STAT_DESCRIPTIONS.rating} />
                    </td>
                    <td className="border-line border-b px-2 text-right">
                      <Stat value={formatInteger(stats?.gameCount)} tooltip={STAT_DESCRIPTIONS.gameCount} />
                    </td>
                    <td className="border-line border-b px-2 py-1 text-right">
                      <Button
                        className="h-7 px-2"
                        disabled={added}
                        aria-label={added ? `${player.name} added` : `Add ${player.name}`}
                        onClick={() => onAdd(player)}
                      >
                        {added ? "Added" : "Add"}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
