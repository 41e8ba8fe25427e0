import type { CachedPlayersResponse, LeaguePlayer, PlayerTierName, PlayerType } from "@fragboard/core";
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, playerSeasons, players, teams } from "../../db/schema/index.js";
import { currentSeason, requireSeason } from "../../league/seasons.js";

/**
 * docs/api.md#players: the roster of one season. The current season is the players table itself; a past
 * season is where each player stood then (player_seasons), with today's identity fields.
 */
export async function cachedPlayers(db: Db, season: number, now: Date): Promise<CachedPlayersResponse> {
  await requireSeason(db, season);
  const isCurrent = (await currentSeason(db, now))?.number === season;
  const franchise = { teamName: teams.name, franchiseName: franchises.name, prefix: franchises.prefix };
  const rows = isCurrent
    ? await db
        .select({ ...getTableColumns(players), ...franchise })
        .from(players)
        .leftJoin(teams, eq(teams.id, players.teamId))
        .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
        .orderBy(asc(players.name))
    : await db
        .select({
          ...getTableColumns(players),
          tier: playerSeasons.tier,
          type: playerSeasons.type,
          mmr: playerSeasons.mmr,
          // Contract lengths are only known for today.
          contractDuration: sql<number | null>`null::integer`,
          ...franchise,
        })
        .from(playerSeasons)
        .innerJoin(players, eq(players.id, playerSeasons.playerId))
        .leftJoin(teams, eq(teams.id, playerSeasons.teamId))
        .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
        .where(eq(playerSeasons.season, season))
        .orderBy(asc(players.name));
  return { data: rows.map(toLeaguePlayer) };
}

type Row = typeof players.$inferSelect & {
  contractDuration: number | null;
  teamName: string | null;
  franchiseName: string | null;
  prefix: string | null;
};

function toLeaguePlayer(r: Row): LeaguePlayer {
  return {
    id: r.id,
    steam64Id: r.steam64Id,
    name: r.name,
    discordId: r.discordId,
    faceitName: r.faceitName,
    mmr: r.mmr,
    avatarUrl: r.avatarUrl,
    contractDuration: r.contractDuration,
    tier: { name: r.tier as PlayerTierName },
    team:
      r.teamName && r.franchiseName && r.prefix
        ? { name: r.teamName, franchise: { name: r.franchiseName, prefix: r.prefix } }
        : null,
    type: r.type as PlayerType,
  };
}
