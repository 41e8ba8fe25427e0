import type { RatingRow, RatingUploadResult } from "@fragboard/core";
import type { Db } from "../db/client.js";
import { httpError } from "../http/errors.js";
import { playersByIds, setPlayerMmrs } from "../repositories/league/players.js";
import { currentSeason } from "../repositories/league/seasons.js";

/**
 * A rating ("RTL") CSV upload: each row's MMR replaces the MMR of the player whose league id is
 * its CSC ID, in the current season (the players table and his player_seasons row). A preview
 * says what would change; applying changes it. `allowed` limits it to some players (a GM's
 * franchise): the others are refused and listed, never applied.
 */
export async function ratingUpload(
  db: Db,
  rows: readonly RatingRow[],
  options: { leagueNow: Date; apply: boolean; allowed?: ReadonlySet<string> },
): Promise<RatingUploadResult> {
  const season = await currentSeason(db, options.leagueNow);
  if (!season) throw httpError(409, "The league has no season to rate players in.");
  const known = await playersByIds(
    db,
    rows.map((r) => r.playerId),
  );
  const byId = new Map(known.map((p) => [p.id, p]));
  const result: RatingUploadResult = {
    season: season.number,
    applied: false,
    changes: [],
    unchanged: 0,
    unknown: [],
    refused: [],
  };
  for (const row of rows) {
    const player = byId.get(row.playerId);
    if (!player) result.unknown.push(row.playerId);
    else if (options.allowed && !options.allowed.has(player.id))
      result.refused.push({ playerId: player.id, name: player.name });
    else if (player.mmr === row.mmr) result.unchanged++;
    else result.changes.push({ playerId: player.id, name: player.name, before: player.mmr, after: row.mmr });
  }
  result.changes.sort((a, b) => a.name.localeCompare(b.name));
  result.refused.sort((a, b) => a.name.localeCompare(b.name));
  if (!options.apply || result.changes.length === 0) return { ...result, applied: options.apply };
  await setPlayerMmrs(
    db,
    season.number,
    result.changes.map((c) => ({ playerId: c.playerId, mmr: c.after })),
  );
  return { ...result, applied: true };
}
