import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";

export const SORT_KEYS = ["name", "rating", "mmr", "cscId"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  name: "Name",
  rating: "Rating",
  mmr: "MMR",
  cscId: "CSC ID",
};

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const NUMERIC: Record<"rating" | "mmr", (player: ListedPlayer) => number | undefined> = {
  rating: (player) => shownStats(player)?.stats.rating,
  mmr: (player) => player.mmr,
};

/** Text keys; the numeric collation puts "9" before "10" when ids are numbers. */
const TEXT: Record<"name" | "cscId", (player: ListedPlayer) => string> = {
  name: (player) => player.name,
  cscId: (player) => player.id,
};

/**
 * Sorted copy. Players missing the value go last in either direction; equal values keep their
 * input order (Array.prototype.sort is stable and descending negates rather than reverses).
 */
export function sortPlayers(
  players: readonly ListedPlayer[],
  key: SortKey,
  direction: SortDirection,
): ListedPlayer[] {
  const sign = direction === "asc" ? 1 : -1;
  if (key === "name" || key === "cscId") {
    const text = TEXT[key];
    return [...players].sort((a, b) => sign * collator.compare(text(a), text(b)));
  }
  const value = NUMERIC[key];
  return [...players].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * (x - y);
  });
}
