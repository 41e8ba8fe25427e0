import {
  franchiseKey,
  type LeaguePlayer,
  type PickemsLeaderboard,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";

/** One line of the Pickems tab: a league player and his points in his pickems tier. */
export type PickemsRow = { player: LeaguePlayer; franchise: string; tier: TierName; points: number };

/**
 * The pickems leaderboard as the tab shows it (docs/rules.md#leaderboards): rows with points above
 * 0 whose Discord id is a league player's, in the server's points order.
 */
export function pickemsRows(
  leaderboard: PickemsLeaderboard["leaderboard"],
  players: readonly LeaguePlayer[],
): PickemsRow[] {
  const byDiscordId = new Map(players.flatMap((p) => (p.discordId ? [[p.discordId, p] as const] : [])));
  return leaderboard.flatMap((entry) => {
    const player = byDiscordId.get(entry.discordId);
    if (!player || entry.points <= 0) return [];
    return [{ player, franchise: franchiseKey(player), tier: entry.tier, points: entry.points }];
  });
}

const inFranchises = (row: PickemsRow, franchises: readonly string[]) =>
  franchises.length === 0 || franchises.includes(row.franchise);

/** The tier filter's counts on this tab: rows per pickems tier that the franchise filter keeps. */
export function pickemsTierCounts(
  rows: readonly PickemsRow[],
  franchises: readonly string[],
): { all: number; byTier: Record<TierName, number> } {
  const byTier = Object.fromEntries(TIER_NAMES.map((t) => [t, 0])) as Record<TierName, number>;
  const kept = rows.filter((row) => inFranchises(row, franchises));
  for (const row of kept) byTier[row.tier] += 1;
  return { all: kept.length, byTier };
}

/** Each tier's first `limit` rows that pass the filters, tiers in league order, empty ones left out. */
export function pickemsBoards(
  rows: readonly PickemsRow[],
  filters: { franchises: readonly string[]; tier: TierName | null; limit: number },
): { tier: TierName; rows: PickemsRow[] }[] {
  return TIER_NAMES.filter((tier) => filters.tier === null || filters.tier === tier)
    .map((tier) => ({
      tier,
      rows: rows
        .filter((row) => row.tier === tier && inFranchises(row, filters.franchises))
        .slice(0, filters.limit),
    }))
    .filter((board) => board.rows.length > 0);
}
