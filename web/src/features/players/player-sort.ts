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

/** League ids are numeric strings; compare them as numbers so "9" comes before "10". */
const cscId = (player: ListedPlayer) => {
  const id = Number(player.id);
  return Number.isFinite(id) ? id : undefined;
};

const NUMERIC: Record<Exclude<SortKey, "name">, (player: ListedPlayer) => number | undefined> = {
  rating: (player) => shownStats(player)?.stats.rating,
  mmr: (player) => player.mmr,
  cscId,
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
  if (key === "name") return [...players].sort((a, b) => sign * collator.compare(a.name, b.name));
  const value = NUMERIC[key];
  return [...players].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * (x - y);
  });
}
