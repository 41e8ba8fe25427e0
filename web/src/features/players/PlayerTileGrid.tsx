import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { useElementWidth } from "../../lib/use-element-width.js";
import { PlayerTile } from "./PlayerTile.js";

const MIN_CARD_WIDTH = 250;
const GAP = 12;
const ROW_HEIGHT = 126;

/** Player tiles (the list's card view) in as many columns as fit; only the rows near the viewport are in the DOM. */
export function PlayerTileGrid({ players }: { players: readonly ListedPlayer[] }) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(players.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT + GAP,
    overscan: 4,
    scrollMargin: container.current?.offsetTop ?? 0,
  });

  return (
    <div ref={container} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <ul
          key={row.key}
          aria-label={`Players row ${row.index + 1}`}
          className="absolute top-0 left-0 grid w-full"
          style={{
            gap: GAP,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            height: ROW_HEIGHT,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {players.slice(row.index * columns, (row.index + 1) * columns).map((player) => (
            <li key={player.id}>
              <PlayerTile player={player} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
