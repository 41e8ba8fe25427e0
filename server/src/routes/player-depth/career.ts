import { type PlayerCareerResponse, playerRole } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { teamHistoryOf } from "../../repositories/league/history.js";
import { playerBySteamId, seasonDates, seasonStatsOfPlayer } from "../../repositories/players/career.js";
import { careerLines } from "../../repositories/players/lines.js";

/**
 * docs/api.md#player-career: one row per (season, tier, match type) from the materialised season
 * stats (the same figures the season pages serve), his rating of every map for the chart, and his
 * team history on the same timeline.
 */
export async function playerCareer(db: Db, steam64Id: string): Promise<PlayerCareerResponse> {
  const [player, stats, lines] = await Promise.all([
    playerBySteamId(db, steam64Id),
    seasonStatsOfPlayer(db, steam64Id),
    careerLines(db, steam64Id),
  ]);
  if (!player) throw notFound(`No player has steam64Id ${steam64Id}.`);
  // His team of a row: the one of his latest map in it (lines are oldest first).
  const teamOf = new Map<string, string>();
  for (const l of lines) teamOf.set(`${l.season}|${l.tier}|${l.matchType}`, l.teamName);
  const [history, seasons] = await Promise.all([
    teamHistoryOf(db, player.id),
    seasonDates(db, [...new Set(stats.map((s) => s.season))]),
  ]);
  return {
    steam64Id,
    name: player.name,
    rows: stats.map((row) => ({
      ...row,
      team: teamOf.get(`${row.season}|${row.tier}|${row.matchType}`) ?? null,
      role: playerRole(row.stats),
    })),
    points: lines.map(({ teamName: _team, ...point }) => point),
    seasons,
    history: history.map(({ season, changeType, value, dateCreated }) => ({
      season,
      changeType,
      value,
      dateCreated: dateCreated.toISOString(),
    })),
  };
}
