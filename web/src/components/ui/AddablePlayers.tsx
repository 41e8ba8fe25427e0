import { useId, useMemo, useRef, useState } from "react";
import { formatDecimal, formatInteger, formatMmr } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { useVirtualRows } from "../../lib/use-virtual-rows.js";
import { Button } from "./Button.js";
import { Stat } from "./Stat.js";
import { TierBar } from "./TierBar.js";

const ROW_HEIGHT = 36;
const th = "sticky top-0 z-10 bg-raised px-2 py-2 text-left font-semibold text-muted text-xs";
/** The name column stays in view when a phone scrolls the table sideways. */
const nameCell = "sticky left-0 bg-bg";
/** The Add buttons stay on screen too when a phone scrolls the stats sideways. */
const addCell = "sticky right-0 bg-bg";

/** Whether the filters use the extended stats, and if so whether they have arrived. */
export type ExtendedState = "unused" | "loading" | "ready" | "error";

/**
 * A searchable list of players with MMR and main stats, each with an Add button: the Team Builder's
 * players passing the filters and the Draft page's eligible players. `picked` are names. The list scrolls inside itself and only the rows in view are drawn (a filter may pass hundreds).
 */
export function AddablePlayers({
  title,
  emptyText,
  players,
  picked,
  extended = "unused",
  onAdd,
}: {
  title: string;
  emptyText: string;
  players: readonly ListedPlayer[];
  picked: readonly string[];
  extended?: ExtendedState;
  onAdd: (player: ListedPlayer) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const found = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return players.filter((p) => p.name.toLowerCase().includes(needle));
  }, [players, search]);
  const scroller = useRef<HTMLElement>(null);
  const { rows, padTop, padBottom } = useVirtualRows(found.length, ROW_HEIGHT, scroller);
  // The clicked button turns disabled ("Added") and would drop focus to <body>: it moves on to the
  // next Add button so several players can be added from the keyboard, else to the list itself.
  const add = (player: ListedPlayer, button: HTMLButtonElement) => {
    const enabled = [
      ...(scroller.current?.querySelectorAll<HTMLButtonElement>("tbody button:enabled") ?? []),
    ];
    (enabled[enabled.indexOf(button) + 1] ?? scroller.current)?.focus();
    onAdd(player);
  };

  const body =
    extended === "loading" ? (
      <p className="py-6 text-center text-muted" aria-busy>
        Loading the extended stats…
      </p>
    ) : extended === "error" ? (
      <p className="py-6 text-center text-red-400">
        The extended stats could not be loaded: try again later.
      </p>
    ) : found.length === 0 ? (
      <p className="py-6 text-center text-muted">{emptyText}</p>
    ) : (
      // Focusable so the list scrolls from the keyboard even when every Add button is disabled.
      <section
        ref={scroller}
        // Named apart from the section around it: two landmarks of one name cannot be told apart.
        aria-label={`${title}, scrollable list`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-[420px] overflow-auto rounded border border-line"
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${th} left-0 z-20`}>
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
              <th scope="col" className={`${th} right-0 z-20`}>
                <span className="sr-only">Add</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {rows.map((row) => {
              const player = found[row.index];
              if (!player) return null;
              const stats = shownStats(player)?.stats;
              const added = picked.includes(player.name);
              return (
                <tr key={player.id} className="hover:bg-raised" style={{ height: ROW_HEIGHT }}>
                  <td className={`${nameCell} whitespace-nowrap border-line border-b px-2`}>
                    <span className="flex items-center gap-2">
                      <TierBar tier={player.tier.name} />
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
                  <td className={`${addCell} border-line border-b px-2 text-right`}>
                    <Button
                      className="h-7 px-2"
                      disabled={added}
                      aria-label={added ? `${player.name} added` : `Add ${player.name}`}
                      onClick={(event) => add(player, event.currentTarget)}
                    >
                      {added ? "Added" : "Add"}
                    </Button>
                  </td>
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          </tbody>
        </table>
      </section>
    );

  return (
    <section aria-labelledby={id} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="font-semibold text-lg">
          {title}
        </h2>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name"
          aria-label={`Search ${title.toLowerCase()}`}
          className="h-8 w-48 rounded border border-line bg-surface px-2 text-sm placeholder:text-muted"
        />
        <p className="text-muted text-sm" aria-live="polite">
          {extended === "loading" ? "…" : `${found.length} player${found.length === 1 ? "" : "s"}`}
        </p>
      </div>
      {body}
    </section>
  );
}
