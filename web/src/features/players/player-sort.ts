import { type SeasonStats, TIER_NAMES } from "@fragboard/core";
import { underMinimum } from "../../lib/league/minimum-games.js";
import { shownRole, teamLabel } from "../../lib/league/player-labels.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { type SortDirection, type SortValue, sortRows } from "../../lib/sort.js";

/** The keys of the Sort menu (spec 000 §2 "Players list"). */
export const SORT_KEYS = ["name", "rating", "mmr", "cscId"] as const;
/** Further keys the list view's column headers sort by. */
const COLUMN_SORT_KEYS = ["team", "tier", "role", "hltv", "games", "kr", "adr", "kast", "hs"] as const;
export const ALL_SORT_KEYS = [...SORT_KEYS, ...COLUMN_SORT_KEYS] as const;
export type SortKey = (typeof ALL_SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  name: "Name",
  rating: "Rating",
  mmr: "MMR",
  cscId: "CSC ID",
  team: "Team",
  tier: "Tier",
  role: "Role",
  hltv: "HLTV",
  games: "Games",
  kr: "K/R",
  adr: "ADR",
  kast: "KAST",
  hs: "HS%",
};

const stat =
  (pick: (stats: SeasonStats) => number) =>
  (player: ListedPlayer): SortValue => {
    const shown = shownStats(player);
    return shown && pick(shown.stats);
  };

/** League order, Recruit to Premier; Unrated has no place in it. */
const TIER_ORDER = new Map<string, number>(TIER_NAMES.map((tier, index) => [tier, index]));

/** Each key's value; texts sort with numeric collation, so numeric CSC ids sort as numbers. */
const VALUES: Record<SortKey, (player: ListedPlayer) => SortValue> = {
  name: (p) => p.name,
  rating: stat((s) => s.rating),
  mmr: (p) => p.mmr,
  cscId: (p) => p.id,
  team: (p) => teamLabel(p).short || undefined,
  tier: (p) => TIER_ORDER.get(p.tier.name),
  role: shownRole,
  hltv: (p) => p.hltvTwoPointO,
  games: stat((s) => s.gameCount),
  kr: stat((s) => s.kr),
  adr: stat((s) => s.adr),
  kast: stat((s) => s.kast),
  hs: stat((s) => s.hs),
};

/** Figures a few maps can inflate: by them, a player under the minimum games sorts after the others. */
const PERFORMANCE_KEYS: ReadonlySet<SortKey> = new Set(["rating", "hltv", "kr", "adr", "kast", "hs"]);
export const ranksByPerformance = (key: SortKey) => PERFORMANCE_KEYS.has(key);

/**
 * Sorted copy. Players missing the value go last in either direction; sorted by a performance
 * figure, players under the minimum games come after the others (docs/rules.md#minimum-games), so
 * a one-map player does not top the list. Equal values keep their input order.
 */
export function sortPlayers(
  players: readonly ListedPlayer[],
  key: SortKey,
  direction: SortDirection,
): ListedPlayer[] {
  return sortRows(players, VALUES[key], direction, PERFORMANCE_KEYS.has(key) ? underMinimum : undefined);
}

/** Texts read A to Z first, figures highest first. */
export const firstDirection = (key: SortKey): SortDirection =>
  key === "name" || key === "team" || key === "role" || key === "cscId" ? "asc" : "desc";
