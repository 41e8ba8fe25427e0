import { type MatchType, PLAYER_TYPE_LABELS, SEASON_STAT_KEYS } from "@fragboard/core";
import Papa from "papaparse";
import { downloadFile } from "../../lib/download.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";

/**
 * One row per shown player: who he is, then every season stat of the line the list shows
 * (his own tier's, else the other tier's named in "Stats tier").
 */
export function playersCsv(players: readonly ListedPlayer[]): string {
  const rows = players.map((player) => {
    const shown = shownStats(player);
    return {
      Name: player.name,
      "CSC ID": player.id,
      Tier: player.tier.name,
      Type: player.type ? PLAYER_TYPE_LABELS[player.type] : "",
      Franchise: player.team?.franchise.prefix ?? "",
      Team: player.team?.name ?? "",
      Role: player.role,
      // MMR 0 means "not released"; leave the cell empty rather than export a false 0.
      MMR: player.mmr ? player.mmr : "",
      "HLTV 2.0 approx": player.hltvTwoPointO ?? "",
      "Stats tier": shown?.tier ?? "",
      ...Object.fromEntries(SEASON_STAT_KEYS.map((key) => [key, shown?.stats[key] ?? ""])),
    };
  });
  return Papa.unparse(rows);
}

export const playersCsvFileName = (season: number, matchType: MatchType) =>
  `players-season-${season}-${matchType.toLowerCase()}.csv`;

export function downloadPlayersCsv(
  players: readonly ListedPlayer[],
  season: number,
  matchType: MatchType,
): void {
  downloadFile(playersCsvFileName(season, matchType), playersCsv(players), "text/csv");
}
