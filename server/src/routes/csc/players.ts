import type { CachedPlayersResponse, LeaguePlayer } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { requireSeason } from "../../league/seasons.js";
import { currentRoster, pastRoster, type RosterRow } from "../../repositories/league/players.js";
import { currentSeason } from "../../repositories/league/seasons.js";

/**
 * docs/api.md#players: the roster of one season. The current season is the players table itself; a past
 * season is where each player stood then (player_seasons), with today's identity fields.
 */
export async function cachedPlayers(db: Db, season: number, now: Date): Promise<CachedPlayersResponse> {
  await requireSeason(db, season);
  const isCurrent = (await currentSeason(db, now))?.number === season;
  const rows = isCurrent ? await currentRoster(db) : await pastRoster(db, season);
  return { data: rows.map(toLeaguePlayer) };
}

function toLeaguePlayer(r: RosterRow): LeaguePlayer {
  return {
    id: r.id,
    steam64Id: r.steam64Id,
    name: r.name,
    discordId: r.discordId,
    faceitName: r.faceitName,
    mmr: r.mmr,
    avatarUrl: r.avatarUrl,
    contractDuration: r.contractDuration,
    tier: { name: r.tier },
    team:
      r.teamName && r.franchiseName && r.prefix
        ? { name: r.teamName, franchise: { name: r.franchiseName, prefix: r.prefix } }
        : null,
    type: r.type,
  };
}
