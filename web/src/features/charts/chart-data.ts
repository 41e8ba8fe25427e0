import {
  type PlayerTierName,
  ROLES,
  type Role,
  type SeasonStatKey,
  type SeasonStats,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { type ListedPlayer, statLines } from "../../lib/league/player-list.js";
import type { SeasonMap } from "../../lib/queries/charts.js";

/** The numbers behind each chart tab, from the filtered players (docs/rules.md#charts). */

/** A player's stat line in one tier: a sub's games in another tier count in that tier. */
export type ChartLine = { player: ListedPlayer; tier: TierName; stats: SeasonStats; primary: boolean };

/** Every stat line of `players`, only in the `tiers` chosen (all when none is). */
export function chartLines(players: readonly ListedPlayer[], tiers: readonly PlayerTierName[]): ChartLine[] {
  return players.flatMap((player) =>
    statLines(player)
      .filter((line) => tiers.length === 0 || tiers.includes(line.tier))
      .map((line) => ({ player, ...line })),
  );
}

/** `lines` grouped by tier, lowest tier first, tiers without lines left out. */
export function linesByTier<L extends { tier: TierName }>(
  lines: readonly L[],
): { tier: TierName; lines: L[] }[] {
  return TIER_NAMES.map((tier) => ({ tier, lines: lines.filter((line) => line.tier === tier) })).filter(
    (group) => group.lines.length > 0,
  );
}

/** The players' own-tier lines with a released MMR (0 means not released): the MMR charts' points. */
export const linesWithMmr = (lines: readonly ChartLine[]) =>
  lines.flatMap((line) => (line.primary && line.player.mmr ? [{ ...line, mmr: line.player.mmr }] : []));

/** `lines` sorted by `key`, highest first (ties by name, so the order is stable). */
export const rankedBy = (lines: readonly ChartLine[], key: SeasonStatKey): ChartLine[] =>
  [...lines].sort((a, b) => b.stats[key] - a.stats[key] || a.player.name.localeCompare(b.player.name));

/** How many players have each role (players without a role are not counted). */
export function roleCounts(players: readonly ListedPlayer[]): Record<Role, number> {
  const counts = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const player of players) if (player.role !== "") counts[player.role] += 1;
  return counts;
}

/** Role counts per tier of the players' own tiers, lowest tier first (Unrated left out). */
export function roleCountsByTier(
  players: readonly ListedPlayer[],
): { tier: TierName; counts: Record<Role, number> }[] {
  return TIER_NAMES.map((tier) => ({
    tier,
    counts: roleCounts(players.filter((player) => player.tier.name === tier)),
  })).filter((group) => ROLES.some((role) => group.counts[role] > 0));
}

/**
 * How many times each map was played, per tier, among the `tiers` chosen (all when none is); maps
 * most played first, ties by name.
 */
export function mapCounts(
  maps: readonly SeasonMap[],
  tiers: readonly PlayerTierName[],
): { map: string; total: number; byTier: Partial<Record<TierName, number>> }[] {
  const byMap = new Map<string, Partial<Record<TierName, number>>>();
  for (const played of maps) {
    const tier = TIER_NAMES.find((name) => name === played.tier);
    if (!tier || (tiers.length > 0 && !tiers.includes(tier))) continue;
    const counts = byMap.get(played.mapName) ?? {};
    counts[tier] = (counts[tier] ?? 0) + 1;
    byMap.set(played.mapName, counts);
  }
  return [...byMap]
    .map(([map, byTier]) => ({
      map,
      byTier,
      total: Object.values(byTier).reduce((sum, n) => sum + n, 0),
    }))
    .sort((a, b) => b.total - a.total || a.map.localeCompare(b.map));
}
