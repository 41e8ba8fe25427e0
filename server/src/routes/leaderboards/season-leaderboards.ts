import { type LeaderboardsResponse, leaderboardPlayers, type MatchType } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { cachedPlayers } from "../csc/players.js";
import { cachedStats } from "../csc/stats.js";
import { seasonExtendedStats } from "../fragboard/extended-stats.js";

/**
 * The leaderboard rows of a season and match type: the roster, season stats and extended stats the
 * other lists serve, joined and trimmed to the fields the boards rank by the core rules.
 */
export async function seasonLeaderboards(
  db: Db,
  season: number,
  matchType: MatchType,
  now: Date,
): Promise<LeaderboardsResponse> {
  const [roster, stats, extended] = await Promise.all([
    cachedPlayers(db, season, now),
    cachedStats(db, season, matchType),
    seasonExtendedStats(db, season, matchType),
  ]);
  const players = leaderboardPlayers(roster.data, stats.data, extended.data);
  const onBoards = new Set(players.map((p) => p.franchise));
  const franchises = new Map<string, string>();
  for (const { team } of roster.data) {
    if (team && onBoards.has(team.franchise.prefix))
      franchises.set(team.franchise.prefix, team.franchise.name);
  }
  return {
    season,
    lastUpdate: stats.lastUpdate,
    franchises: [...franchises]
      .map(([prefix, name]) => ({ prefix, name }))
      .sort((a, b) => a.prefix.localeCompare(b.prefix)),
    players,
  };
}
