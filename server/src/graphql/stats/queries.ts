import {
  defined,
  groupBy,
  type MatchType,
  type PlayerMapLine,
  type SeasonStats,
  type Side,
  type SideCode,
  scoreboardLine,
  seasonStatsFromLines,
  sideCode,
  type TeamMapLine,
  type TierName,
  trendRow,
} from "@fragboard/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  mapPlayers,
  maps,
  playerMapLines,
  playerRounds,
  rounds,
  seasonStats,
  teamMapLines,
} from "../../db/schema/index.js";
import {
  lineConditions,
  type MatchOrderBy,
  type MatchWhereInput,
  matchConditions,
  orderTerms,
  type PlayerMatchStatsOrderBy,
  type PlayerMatchStatsWhereInput,
} from "./where.js";

/**
 * Reads behind the stats endpoint. Everything comes from what ingest materialised: per-map lines
 * (JSONB, shaped by the engine's own scoreboardLine / trendRow), team lines, season aggregates;
 * only the round list is assembled here, from the rounds table and per-round damage sums.
 */

type MapRow = typeof maps.$inferSelect;

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
  matchType: map.matchType as MatchType,
  createdAt: map.playedAt.toISOString(),
  matchDay: map.matchDay,
  season: map.season,
  tier: map.tier as TierName,
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
  const rows = await db
    .select()
    .from(maps)
    .where(matchConditions(where))
    .orderBy(...orderTerms(orderBy));
  return rows.map(matchNode);
}

export async function findLines(
  db: Db,
  where: PlayerMatchStatsWhereInput,
  orderBy: readonly PlayerMatchStatsOrderBy[] | null | undefined,
): Promise<LineNode[]> {
  const rows = await db
    .select({ line: playerMapLines.line, map: maps })
    .from(playerMapLines)
    .innerJoin(maps, eq(maps.matchId, playerMapLines.matchId))
    .where(lineConditions(where))
    .orderBy(...orderTerms(orderBy));
  return rows.map((r) => lineNode(r.line, matchNode(r.map)));
}

/** Lines of each map passing `where`, in roster order, each pointing back at its map. */
export async function linesOfMatches(
  db: Db,
  matches: readonly MatchNode[],
  where: PlayerMatchStatsWhereInput | null | undefined,
): Promise<Map<string, LineNode[]>> {
  const byId = new Map(matches.map((m) => [m.matchId, m]));
  const rows = await db
    .select({ line: playerMapLines.line })
    .from(playerMapLines)
    .innerJoin(maps, eq(maps.matchId, playerMapLines.matchId))
    .leftJoin(
      mapPlayers,
      and(eq(mapPlayers.matchId, playerMapLines.matchId), eq(mapPlayers.steam64Id, playerMapLines.steam64Id)),
    )
    .where(and(inArray(playerMapLines.matchId, [...byId.keys()]), lineConditions(where)))
    .orderBy(asc(playerMapLines.matchId), asc(mapPlayers.position));
  return groupBy(
    rows.map((r) => lineNode(r.line, defined(byId.get(r.line.matchId), "map of a line"))),
    (l) => l.match.matchId,
  );
}

/** Both team lines of each map, in team order. */
export async function teamStatsOf(db: Db, matchIds: string[]): Promise<Map<string, TeamMapLine[]>> {
  const rows = await db
    .select({ line: teamMapLines.line })
    .from(teamMapLines)
    .where(inArray(teamMapLines.matchId, matchIds))
    .orderBy(asc(teamMapLines.matchId), asc(teamMapLines.team));
  return groupBy(
    rows.map((r) => r.line),
    (l) => l.matchId,
  );
}

/** Each map's rounds in order; winTeamDmg sums the winners' player-round damage. */
export async function roundsOf(db: Db, matches: readonly MatchNode[]): Promise<Map<string, RoundNode[]>> {
  const byId = new Map(matches.map((m) => [m.matchId, m]));
  const ids = [...byId.keys()];
  const damage = db
    .select({
      matchId: playerRounds.matchId,
      round: playerRounds.round,
      team: mapPlayers.team,
      damage: sql<number>`sum(${playerRounds.damage})::int`.as("damage"),
    })
    .from(playerRounds)
    .innerJoin(
      mapPlayers,
      and(eq(mapPlayers.matchId, playerRounds.matchId), eq(mapPlayers.steam64Id, playerRounds.steam64Id)),
    )
    .where(inArray(playerRounds.matchId, ids))
    .groupBy(playerRounds.matchId, playerRounds.round, mapPlayers.team)
    .as("round_damage");
  const rows = await db
    .select({
      matchId: rounds.matchId,
      winnerTeam: rounds.winnerTeam,
      winnerSide: rounds.winnerSide,
      reason: rounds.reason,
      defuser: rounds.defuser,
      winTeamDmg: sql<number>`coalesce(${damage.damage}, 0)`,
    })
    .from(rounds)
    .leftJoin(
      damage,
      and(
        eq(damage.matchId, rounds.matchId),
        eq(damage.round, rounds.number),
        eq(damage.team, rounds.winnerTeam),
      ),
    )
    .where(inArray(rounds.matchId, ids))
    .orderBy(asc(rounds.matchId), asc(rounds.number));
  return new Map(
    [...groupBy(rows, (r) => r.matchId)].map(([matchId, list]) => {
      const { teamNames } = defined(byId.get(matchId), "map of a round");
      return [
        matchId,
        list.map((r) => ({
          winnerClanName: teamNames[r.winnerTeam as 0 | 1],
          winnerENUM: sideCode(r.winnerSide as Side),
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
  const rows = await db
    .selectDistinctOn([playerMapLines.steam64Id], {
      steam64Id: playerMapLines.steam64Id,
      team: sql<string>`${playerMapLines.line}->>'teamName'`,
    })
    .from(playerMapLines)
    .where(
      and(
        eq(playerMapLines.season, scope.season),
        eq(playerMapLines.tier, scope.tier),
        eq(playerMapLines.matchType, scope.matchType),
      ),
    )
    .orderBy(
      playerMapLines.steam64Id,
      sql`${playerMapLines.playedAt} desc`,
      sql`${playerMapLines.matchId} collate "C" desc`,
    );
  return new Map(rows.map((r) => [r.steam64Id, r.team]));
}

export async function tierSeasonStats(
  db: Db,
  scope: { season: number; tier: TierName; matchType: MatchType },
): Promise<SeasonStatsNode[]> {
  const [rows, teams] = await Promise.all([
    db
      .select({ steam64Id: seasonStats.steam64Id, stats: seasonStats.stats })
      .from(seasonStats)
      .where(
        and(
          eq(seasonStats.season, scope.season),
          eq(seasonStats.tier, scope.tier),
          eq(seasonStats.matchType, scope.matchType),
        ),
      )
      .orderBy(asc(seasonStats.name), asc(seasonStats.steam64Id)),
    latestTeams(db, scope),
  ]);
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
  const rows = await db
    .select({ steam64Id: seasonStats.steam64Id, tier: seasonStats.tier, stats: seasonStats.stats })
    .from(seasonStats)
    .where(
      and(
        inArray(seasonStats.steam64Id, [...scope.steam64Ids]),
        eq(seasonStats.season, scope.season),
        eq(seasonStats.matchType, scope.matchType),
      ),
    )
    .orderBy(asc(seasonStats.name), asc(seasonStats.steam64Id), asc(seasonStats.tier));
  return rows.map((r) => ({ ...r.stats, steam64Id: r.steam64Id, tier: r.tier as TierName, team: null }));
}

/** A player's Regulation maps of a season, every tier, aggregated by the engine; null without maps. */
export async function playerSeasonSummary(
  db: Db,
  steam64Id: string,
  season: number,
): Promise<SeasonStatsNode | null> {
  const rows = await db
    .select({ line: playerMapLines.line })
    .from(playerMapLines)
    .where(
      and(
        eq(playerMapLines.steam64Id, steam64Id),
        eq(playerMapLines.season, season),
        eq(playerMapLines.matchType, "Regulation"),
      ),
    );
  const lines = rows.map((r) => r.line);
  const latest = lines.sort(byPlayedAt).at(-1);
  return latest ? { ...seasonStatsFromLines(lines), steam64Id, tier: null, team: latest.teamName } : null;
}

/** Oldest first; the match id settles maps played at the same instant. */
const byPlayedAt = (a: PlayerMapLine, b: PlayerMapLine) =>
  Date.parse(a.playedAt) - Date.parse(b.playedAt) ||
  (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0);
