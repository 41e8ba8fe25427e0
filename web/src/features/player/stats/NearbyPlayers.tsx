import { initialNearbyPage, nearbyPageSize, nearbyPlayersPage } from "@fragboard/core";
import { useState } from "react";
import { Avatar } from "../../../components/ui/Avatar.js";
import { cx } from "../../../components/ui/cx.js";
import type { ListedPlayer } from "../../../lib/league/player-list.js";
import { playerPath } from "../../../lib/league/player-lookup.js";
import { SelectionLink } from "../../../lib/league/selection-link.js";
import { useWindowWidth } from "../../../lib/use-window-width.js";

const arrow = "grid size-8 shrink-0 place-items-center rounded border border-line hover:bg-raised";

/**
 * The players ranked around him in his tier (docs/rules.md#nearby-players): 2, 4 or 7 per page by window width,
 * starting on the page that holds him.
 */
export function NearbyPlayers({
  ordered,
  playerName,
}: {
  ordered: readonly ListedPlayer[];
  playerName: string;
}) {
  const pageSize = nearbyPageSize(useWindowWidth());
  const rankIndex = Math.max(
    0,
    ordered.findIndex((p) => p.name === playerName),
  );
  // The page is remembered with the size it was chosen for: a new size starts again at his page.
  const [picked, setPicked] = useState<{ size: number; page: number }>();
  const page = picked?.size === pageSize ? picked.page : initialNearbyPage(rankIndex, pageSize);
  const shown = nearbyPlayersPage(ordered, page, pageSize);
  const byName = new Map(ordered.map((p) => [p.name, p]));
  const go = (next: number) => setPicked({ size: pageSize, page: next });

  return (
    <nav aria-label="Nearby players in his tier" className="flex items-center gap-2">
      <button
        type="button"
        aria-label="Higher ranked players"
        disabled={!shown.hasPrevious}
        onClick={() => go(shown.page - 1)}
        className={cx(arrow, !shown.hasPrevious && "invisible")}
      >
        ‹
      </button>
      <ul
        className="grid flex-1 gap-2"
        style={{ gridTemplateColumns: `repeat(${pageSize}, minmax(0, 1fr))` }}
      >
        {shown.chips.map((chip) => (
          <li key={chip.name}>
            <SelectionLink
              to={playerPath(chip.name)}
              aria-current={chip.name === playerName ? "page" : undefined}
              className={cx(
                "flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm hover:bg-raised",
                chip.name === playerName ? "border-accent bg-accent/10" : "border-line bg-surface",
              )}
            >
              <Avatar src={byName.get(chip.name)?.avatarUrl} name={chip.name} className="size-7" />
              <span className="min-w-0 flex-1 truncate">{chip.name}</span>
              <span
                className="num rounded bg-line px-1 text-ink text-xs"
                title={
                  chip.badge === "U" ? "Unranked: fewer than 3 maps" : `Ranked ${chip.badge} in the tier`
                }
              >
                {chip.badge}
              </span>
            </SelectionLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Lower ranked players"
        disabled={!shown.hasNext}
        onClick={() => go(shown.page + 1)}
        className={cx(arrow, !shown.hasNext && "invisible")}
      >
        ›
      </button>
    </nav>
  );
}
