import { defined, groupBy, type TierName, tierIndex, tierInfo } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { type FranchiseRow, franchisesByIds as franchiseRows } from "../../repositories/league/franchises.js";
import {
  type PlayerRow,
  pastPlayersOfTeams,
  playersByIds as playerRows,
  playersOnTeams,
} from "../../repositories/league/players.js";
import { type MapBanRow, mapBansOf, type ScheduledMatchRow } from "../../repositories/league/schedule.js";
import { seasonRow, seasonTierRows, tiersOfSeasons } from "../../repositories/league/seasons.js";
import {
  type TeamRow,
  teamsByIds as teamRows,
  teamsOfSeasons,
  teamsOfSeasonsAndFranchises,
} from "../../repositories/league/teams.js";
import { type MapRow, mapsOfScheduledMatches } from "../../repositories/stats/maps.js";
import { indexBy } from "../batch.js";

/** Reads of the league records behind the core endpoint; each answers a whole loader batch. */

export type TeamNode = TeamRow;
/** A player as he stood in the season asked about (tier, type, mmr and team of that season). */
export type PlayerNode = PlayerRow;
export type FranchiseNode = FranchiseRow;
export type ScheduledMatchNode = ScheduledMatchRow;
export type MapBanNode = MapBanRow;
export type TierNode = { name: TierName; mmrCap: number; color: string; mmrMin: number; mmrMax: number };
export type MapStatNode = {
  matchId: string;
  homeScore: number;
  awayScore: number;
  mapName: string;
  mapNumber: number;
  /** null for a drawn or unstarted (0-0) map. */
  winnerTeamId: string | null;
};
export type DivisionNode = { name: string; teams: { team: TeamNode }[] };
export type StandingNode = { season: number; tier: TierName; divisions: DivisionNode[] };

const tierOf = (t: TeamNode) => tierIndex(t.tier);
const byTierThenName = (a: TeamNode, b: TeamNode) => tierOf(a) - tierOf(b) || a.name.localeCompare(b.name);
const highestTierFirst = (a: TeamNode, b: TeamNode) => tierOf(b) - tierOf(a) || a.name.localeCompare(b.name);

export async function seasonByNumber(db: Db, number: number) {
  const row = await seasonRow(db, number);
  return row && { number: row.number };
}

export async function teamsByIds(db: Db, ids: string[]): Promise<Map<string, TeamNode>> {
  return indexBy(await teamRows(db, ids), (t) => t.id);
}

export async function franchisesByIds(db: Db, ids: string[]): Promise<Map<string, FranchiseNode>> {
  return indexBy(await franchiseRows(db, ids), (f) => f.id);
}

export async function playersByIds(db: Db, ids: string[]): Promise<Map<string, PlayerNode>> {
  return indexBy(await playerRows(db, ids), (p) => p.id);
}

/**
 * Teams by `seasonKey(season, franchiseId)`, highest tier first (the franchise list's order): one
 * query for every season and franchise asked about.
 */
export async function teamsOfFranchises(db: Db, keys: string[]): Promise<Map<string, TeamNode[]>> {
  const wanted = new Set(keys);
  const parts = keys.map((key) => key.split("|") as [string, string]);
  const rows = await teamsOfSeasonsAndFranchises(
    db,
    [...new Set(parts.map(([season]) => Number(season)))],
    [...new Set(parts.map(([, id]) => id))],
  );
  const asked = rows.filter((t) => wanted.has(seasonKey(t.season, t.franchiseId)));
  return groupBy(asked.sort(highestTierFirst), (t) => seasonKey(t.season, t.franchiseId));
}

/**
 * Rosters by team id. A team of the current season has the players whose record points at it today;
 * a past team has who player_seasons placed on it then, with that season's tier, type and mmr.
 */
export async function rostersOf(
  db: Db,
  teamList: readonly TeamNode[],
  currentSeason: number | null,
): Promise<Map<string, PlayerNode[]>> {
  const current = teamList.filter((t) => t.season === currentSeason).map((t) => t.id);
  const past = teamList.filter((t) => t.season !== currentSeason).map((t) => t.id);
  const [today, then] = await Promise.all([
    current.length === 0 ? [] : playersOnTeams(db, current),
    past.length === 0 ? [] : pastPlayersOfTeams(db, past),
  ]);
  const rows: PlayerNode[] = [
    ...today,
    ...then.map(({ player, season }) => ({
      ...player,
      tier: season.tier,
      type: season.type,
      mmr: season.mmr,
      teamId: season.teamId,
      // Contract lengths are only known for today.
      contractDuration: null,
    })),
  ];
  return groupBy(
    rows.sort((a, b) => a.name.localeCompare(b.name)),
    (p) => p.teamId ?? "",
  );
}

/** Key of something (a tier, a franchise) in one season, for loaders batching across seasons. */
export const seasonKey = (season: number, key: string) => `${season}|${key}`;

const tierNode = (name: TierName, { mmrCap, color, mmrMin, mmrMax }: Omit<TierNode, "name">): TierNode => ({
  name,
  mmrCap,
  color,
  mmrMin,
  mmrMax,
});

/** Season tiers by seasonKey; a season without its own row gets the league's standing caps. */
export async function seasonTiersOf(db: Db, keys: string[]): Promise<Map<string, TierNode>> {
  const wanted = keys.map((k) => {
    const [season, tier] = k.split("|") as [string, TierName];
    return { season: Number(season), tier };
  });
  const rows = await seasonTierRows(db, wanted);
  const found = indexBy(rows, (r) => seasonKey(r.season, r.tier));
  return new Map(
    wanted.map(({ season, tier }) => {
      const key = seasonKey(season, tier);
      return [key, tierNode(tier, found.get(key) ?? tierInfo(tier))];
    }),
  );
}

/** Every tier of each season, Recruit first. */
export async function leagueTiersOf(db: Db, seasonKeys: string[]): Promise<Map<string, TierNode[]>> {
  const rows = await tiersOfSeasons(db, seasonKeys.map(Number));
  const ordered = rows.sort((a, b) => a.season - b.season || tierIndex(a.tier) - tierIndex(b.tier));
  const grouped = groupBy(ordered, (r) => String(r.season));
  return new Map([...grouped].map(([season, tiers]) => [season, tiers.map((t) => tierNode(t.tier, t))]));
}

/** Each season's teams by tier (Recruit first), then by division (conference), names sorted. */
export async function standingsOf(db: Db, seasonKeys: string[]): Promise<Map<string, StandingNode[]>> {
  const rows = await teamsOfSeasons(db, seasonKeys.map(Number));
  const bySeason = groupBy(rows.sort(byTierThenName), (t) => String(t.season));
  return new Map(
    [...bySeason].map(([season, seasonTeams]) => [
      season,
      [...groupBy(seasonTeams, (t) => t.tier)].map(([tier, tierTeams]) => ({
        season: Number(season),
        tier,
        divisions: [...groupBy(tierTeams, (t) => t.division)]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, divisionTeams]) => ({ name, teams: divisionTeams.map((team) => ({ team })) })),
      })),
    ]),
  );
}

/** Each scheduled match's veto, in ban order. */
export async function vetoesOf(db: Db, matchIds: string[]): Promise<Map<string, MapBanNode[]>> {
  return groupBy(await mapBansOf(db, matchIds), (b) => b.scheduledMatchId);
}

/**
 * The played maps of each scheduled match in series order, scored from the home team's side: a
 * map's team0 is the home team when its id is the match's homeTeamId. Winner ids are the
 * scheduled match's team ids, so they compare equal to home.id and away.id.
 */
export async function mapStatsOf(
  db: Db,
  matches: readonly ScheduledMatchNode[],
): Promise<Map<string, MapStatNode[]>> {
  const byId = indexBy(matches, (m) => m.id);
  const rows = await mapsOfScheduledMatches(
    db,
    matches.map((m) => m.id),
  );
  const grouped = groupBy(rows, (map) => map.scheduledMatchId ?? "");
  return new Map(
    [...grouped].map(([id, played]) => {
      const match = defined(byId.get(id), "scheduled match of a map");
      return [id, played.map((map) => mapStat(map, match))];
    }),
  );
}

function mapStat(map: MapRow, match: ScheduledMatchNode): MapStatNode {
  const homeFirst = map.team0Id === match.homeTeamId;
  const homeScore = homeFirst ? map.team0Score : map.team1Score;
  const awayScore = homeFirst ? map.team1Score : map.team0Score;
  const winnerTeamId =
    homeScore > awayScore ? match.homeTeamId : awayScore > homeScore ? match.awayTeamId : null;
  return {
    matchId: map.matchId,
    homeScore,
    awayScore,
    mapName: map.mapName,
    mapNumber: map.mapNumber,
    winnerTeamId,
  };
}
