import {
  defined,
  groupBy,
  type MatchType,
  type PlayerMapLine,
  type SeasonStats,
  type SideCode,
  scoreboardLine,
  seasonStatsFromLines,
  sideCode,
  type TeamMapLine,
  type TierName,
  trendRow,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import {
  latestTeamsOf,
  linesOfMaps,
  linesWhere,
  regulationLinesOf,
  teamLinesOf,
} from "../../repositories/stats/map-lines.js";
import { type MapRow, mapsWhere } from "../../repositories/stats/maps.js";
import type {
  MatchOrderBy,
  MatchWhereInput,
  PlayerMatchStatsOrderBy,
  PlayerMatchStatsWhereInput,
} from "../../repositories/stats/match-filters.js";
import { roundsWithWinnerDamage } from "../../repositories/stats/rounds.js";
import { seasonStatsOfPlayers, seasonStatsOfTier } from "../../repositories/stats/season-stats.js";

/**
 * Reads behind the stats endpoint. Everything comes from what ingest materialised: per-map lines
 * (JSONB, shaped by the engine's own scoreboardLine / trendRow), team lines, season aggregates;
 * only the round list is assembled here, from the rounds table and per-round damage sums.
 */

export type MatchNode = {
  matchId: string;
  mapName: string;
  totalRounds: number;
  matchType: MatchType;
  createdAt: string;
  matchDay: string;
  season: number;
  tier: TierName;
  teamNames: readonly [string, string];
};

export type LineNode = ReturnType<typeof scoreboardLine> &
  Omit<ReturnType<typeof trendRow>, "match"> & { steamID: string; match: MatchNode };

export type RoundNode = {
  winnerClanName: string;
  winnerENUM: SideCode;
  endDueToBombEvent: boolean;
  winTeamDmg: number;
  defuser: string;
};

export type SeasonStatsNode = SeasonStats & {
  team: string | null;
  steam64Id: string;
  /** null when the row sums several tiers (playerSummary). */
  tier: TierName | null;
};

const matchNode = (map: MapRow): MatchNode => ({
  matchId: map.matchId,
  mapName: map.mapName,
  totalRounds: map.totalRounds,
  matchType: map.matchType,
  createdAt: map.playedAt.toISOString(),
  matchDay: map.matchDay,
  season: map.season,
  tier: map.tier,
  teamNames: [map.team0Name, map.team1Name],
});

const lineNode = (line: PlayerMapLine, match: MatchNode): LineNode => ({
  ...scoreboardLine(line),
  ...trendRow(line),
  steamID: line.steam64Id,
  match,
});

export async function findMatches(
  db: Db,
  where: MatchWhereInput,
  orderBy: readonly MatchOrderBy[] | null | undefined,
): Promise<MatchNode[]> {
  return (await mapsWhere(db, where, orderBy)).map(matchNode);
}

export async function findLines(
  db: Db,
  where: PlayerMatchStatsWhereInput,
  orderBy: readonly PlayerMatchStatsOrderBy[] | null | undefined,
): Promise<LineNode[]> {
  const rows = await linesWhere(db, where, orderBy);
  return rows.map((r) => lineNode(r.line, matchNode(r.map)));
}

/** Lines of each map passing `where`, in roster order, each pointing back at its map. */
export async function linesOfMatches(
  db: Db,
  matches: readonly MatchNode[],
  where: PlayerMatchStatsWhereInput | null | undefined,
): Promise<Map<string, LineNode[]>> {
  const byId = new Map(matches.map((m) => [m.matchId, m]));
  const rows = await linesOfMaps(db, [...byId.keys()], where);
  return groupBy(
    rows.map((r) => lineNode(r.line, defined(byId.get(r.line.matchId), "map of a line"))),
    (l) => l.match.matchId,
  );
}

/** Both team lines of each map, in team order. */
export async function teamStatsOf(db: Db, matchIds: string[]): Promise<Map<string, TeamMapLine[]>> {
  const rows = await teamLinesOf(db, matchIds);
  return groupBy(
    rows.map((r) => r.line),
    (l) => l.matchId,
  );
}

/** Each map's rounds in order; winTeamDmg sums the winners' player-round damage. */
export async function roundsOf(db: Db, matches: readonly MatchNode[]): Promise<Map<string, RoundNode[]>> {
  const byId = new Map(matches.map((m) => [m.matchId, m]));
  const rows = await roundsWithWinnerDamage(db, [...byId.keys()]);
  return new Map(
    [...groupBy(rows, (r) => r.matchId)].map(([matchId, list]) => {
      const { teamNames } = defined(byId.get(matchId), "map of a round");
      return [
        matchId,
        list.map((r) => ({
          winnerClanName: teamNames[r.winnerTeam as 0 | 1],
          winnerENUM: sideCode(r.winnerSide),
          endDueToBombEvent: r.reason === "bomb_exploded" || r.reason === "bomb_defused",
          winTeamDmg: r.winTeamDmg,
          defuser: r.defuser ?? "0",
        })),
      ];
    }),
  );
}

/**
 * The team each player played his latest map of a scope for (a sub's out-of-tier team included),
 * by steam64 id: the `team` of his season aggregate.
 */
async function latestTeams(
  db: Db,
  scope: { season: number; tier: TierName; matchType: MatchType },
): Promise<Map<string, string>> {
  return new Map((await latestTeamsOf(db, scope)).map((r) => [r.steam64Id, r.team]));
}

export async function tierSeasonStats(
  db: Db,
  scope: { season: number; tier: TierName; matchType: MatchType },
): Promise<SeasonStatsNode[]> {
  const [rows, teams] = await Promise.all([seasonStatsOfTier(db, scope), latestTeams(db, scope)]);
  return rows.map((r) => ({
    ...r.stats,
    steam64Id: r.steam64Id,
    tier: scope.tier,
    team: teams.get(r.steam64Id) ?? null,
  }));
}

/**
 * The season aggregates of the given players in one season and match type: a row per tier each
 * played in, by name then tier. `team` is left null: it costs a scan of the tier's lines, and a
 * roster's page already knows the team.
 */
export async function playersSeasonStats(
  db: Db,
  scope: { steam64Ids: readonly string[]; season: number; matchType: MatchType },
): Promise<SeasonStatsNode[]> {
  if (scope.steam64Ids.length === 0) return [];
  const rows = await seasonStatsOfPlayers(db, scope);
  return rows.map((r) => ({ ...r.stats, steam64Id: r.steam64Id, tier: r.tier, team: null }));
}

/** A player's Regulation maps of a season, every tier, aggregated by the engine; null without maps. */
export async function playerSeasonSummary(
  db: Db,
  steam64Id: string,
  season: number,
): Promise<SeasonStatsNode | null> {
  const lines = await regulationLinesOf(db, steam64Id, season);
  const latest = lines.sort(byPlayedAt).at(-1);
  return latest ? { ...seasonStatsFromLines(lines), steam64Id, tier: null, team: latest.teamName } : null;
}

/** Oldest first; the match id settles maps played at the same instant. */
const byPlayedAt = (a: PlayerMapLine, b: PlayerMapLine) =>
  Date.parse(a.playedAt) - Date.parse(b.playedAt) ||
  (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0);
