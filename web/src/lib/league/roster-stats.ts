import { displayedRole, type MatchType, type TierName } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { type RosterStats, rosterStatsQuery } from "../queries/franchises.js";
import { roleLabelOf } from "./role-label.js";

/** Stat lines by player, then by tier: `lines.get(steam64Id)?.get(tier)`. */
export type RosterStatLines = ReadonlyMap<string, ReadonlyMap<TierName, RosterStats>>;

function indexLines(rows: readonly RosterStats[]): RosterStatLines {
  const lines = new Map<string, Map<TierName, RosterStats>>();
  for (const row of rows) {
    const byTier = lines.get(row.steam64Id) ?? new Map<TierName, RosterStats>();
    byTier.set(row.tier, row);
    lines.set(row.steam64Id, byTier);
  }
  return lines;
}

/** Season lines of some players (a franchise's rosters, a team's) in the selected season and match type. */
export function useRosterStats(steamIds: readonly string[], season: number | null, matchType: MatchType) {
  return useQuery({
    ...rosterStatsQuery(steamIds, season, matchType),
    select: (data) => indexLines(data.playersSeasonStats),
  });
}

/**
 * The line a roster shows for a player: the one of his team's tier; a player who played only in
 * another tier that season (a sub, a promotion) shows that tier's line with the most maps.
 */
export function rosterLine(
  lines: RosterStatLines | undefined,
  steam64Id: string,
  teamTier: TierName,
): RosterStats | undefined {
  const byTier = lines?.get(steam64Id);
  if (!byTier) return undefined;
  return byTier.get(teamTier) ?? [...byTier.values()].sort((a, b) => b.gameCount - a.gameCount)[0];
}

/** His role label (a configured novelty label first); "-" without stats, where no role can be told. */
export function rosterRole(
  steam64Id: string,
  line: RosterStats | undefined,
  noveltyRoles: ReadonlyMap<string, string>,
): string {
  if (!line) return noveltyRoles.get(steam64Id) ?? "-";
  return roleLabelOf(displayedRole({ steam64Id, stats: line }, noveltyRoles));
}
