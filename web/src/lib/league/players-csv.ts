import { type MatchType, PLAYER_TYPE_LABELS, SEASON_STAT_KEYS, type SeasonStatKey } from "@fragboard/core";
import Papa from "papaparse";
import { downloadFile } from "../download.js";
import { isPercentStat, shownNumber } from "../stat-display.js";
import { type ListedPlayer, shownStats } from "./player-list.js";

/**
 * The one CSV writer of player lists (the players list's Export CSV and the Stats Exporter). Every
 * stat is rounded the way the tables show it, and every percentage column is in percent, which
 * its header says ("kast (%)"), fractions such as KAST included.
 */

export const statColumnHeader = (key: SeasonStatKey) => (isPercentStat(key) ? `${key} (%)` : key);

/** One row per player: who he is, then every season stat of the line the list shows (his own tier's, else the other tier's named in "Stats tier"). */
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
      "HLTV 2.0 approx":
        player.hltvTwoPointO === undefined ? "" : shownNumber("hltvTwoPointO", player.hltvTwoPointO),
      "Stats tier": shown?.tier ?? "",
      ...Object.fromEntries(
        SEASON_STAT_KEYS.map((key) => [
          statColumnHeader(key),
          shown ? shownNumber(key, shown.stats[key]) : "",
        ]),
      ),
    };
  });
  // Cells with commas, quotes or line breaks are quoted (quotes doubled); a text starting with
  // = + - @ gets a leading ' so a spreadsheet does not run a player's name as a formula.
  return Papa.unparse(rows, { escapeFormulae: true });
}

export const playersCsvFileName = (season: number, matchType: MatchType) =>
  `players-season-${season}-${matchType.toLowerCase()}.csv`;

/** The Stats Exporter's file name (spec 000 §2 "Export players"). */
export const EXPORTER_FILE_NAME = "PlayersWithStats.csv";

export function downloadPlayersCsv(players: readonly ListedPlayer[], fileName: string): void {
  downloadFile(fileName, playersCsv(players), "text/csv");
}
