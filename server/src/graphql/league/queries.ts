import { defined, groupBy, type PlayerType, type TierName, tierIndex, tierInfo } from "@fragboard/core";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  franchises,
  mapBans,
  maps,
  playerSeasons,
  players,
  scheduledMatches,
  seasons,
  seasonTiers,
  teams,
} from "../../db/schema/index.js";
import { indexBy } from "../batch.js";

/** Reads of the league records behind the core endpoint; each answers a whole loader batch. */

export type TeamNode = typeof teams.$inferSelect;
/** A player as he stood in the season asked about (tier, type, mmr and team of that season). */
export type PlayerNode = typeof players.$inferSelect;
export type FranchiseNode = typeof franchises.$inferSelect;
export type ScheduledMatchNode = typeof scheduledMatches.$inferSelect;
export type MapBanNode = typeof mapBans.$inferSelect;
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

const tierOf = (t: TeamNode) => tierIndex(t.tier as TierName);
const byTierThenName = (a: TeamNode, b: TeamNode) => tierOf(a) - tierOf(b) || a.name.localeCompare(b.name);
const highestTierFirst = (a: TeamNode, b: TeamNode) => tierOf(b) - tierOf(a) || a.name.localeCompare(b.name);

export async function seasonByNumber(db: Db, number: number) {
  const [row] = await db.select({ number: seasons.number }).from(seasons).where(eq(seasons.number, number));
  return row ?? null;
}

export const playersOfType = (db: Db, type: PlayerType | null) =>
  db
    .select()
    .from(players)
    .where(type === null ? undefined : eq(players.type, type))
    .orderBy(asc(players.name), asc(players.id));

export const franchisesWhere = (db: Db, active: boolean | null) =>
  db
    .select()
    .from(franchises)
    .where(active === null ? undefined : eq(franchises.active, active))
    .orderBy(asc(franchises.name));

export const scheduledMatchesOf = (db: Db, season: number, teamId: string | null) =>
  db
    .select()
    .from(scheduledMatches)
    .where(
      and(
        eq(scheduledMatches.season, season),
        teamId === null
          ? undefined
          : or(eq(scheduledMatches.homeTeamId, teamId), eq(scheduledMatches.awayTeamId, teamId)),
      ),
    )
    .orderBy(asc(scheduledMatches.scheduledDate), asc(scheduledMatches.id));

export async function teamsByIds(db: Db, ids: string[]): Promise<Map<string, TeamNode>> {
  return indexBy(await db.select().from(teams).where(inArray(teams.id, ids)), (t) => t.id);
}

export async function franchisesByIds(db: Db, ids: string[]): Promise<Map<string, FranchiseNode>> {
  return indexBy(await db.select().from(franchises).where(inArray(franchises.id, ids)), (f) => f.id);
}

export async function playersByIds(db: Db, ids: string[]): Promise<Map<string, PlayerNode>> {
  return indexBy(await db.select().from(players).where(inArray(players.id, ids)), (p) => p.id);
}

/**
 * Teams by `seasonKey(season, franchiseId)`, highest tier first (the franchise list's order): one
 * query for every season and franchise asked about.
 */
export async function teamsOfFranchises(db: Db, keys: string[]): Promise<Map<string, TeamNode[]>> {
  const wanted = new Set(keys);
  const parts = keys.map((key) => key.split("|") as [string, string]);
  const rows = await db
    .select()
    .from(teams)
    .where(
      and(
        inArray(teams.season, [...new Set(parts.map(([season]) => Number(season)))]),
        inArray(teams.franchiseId, [...new Set(parts.map(([, id]) => id))]),
      ),
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
    current.length === 0 ? [] : db.select().from(players).where(inArray(players.teamId, current)),
    past.length === 0
      ? []
      : db
          .select({ player: players, season: playerSeasons })
          .from(playerSeasons)
          .innerJoin(players, eq(players.id, playerSeasons.playerId))
          .where(inArray(playerSeasons.teamId, past)),
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
  const rows = await db
    .select()
    .from(seasonTiers)
    .where(
      or(...wanted.map((w) => and(eq(seasonTiers.season, w.season), eq(seasonTiers.tier, w.tier)) as SQL)),
    );
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
  const rows = await db
    .select()
    .from(seasonTiers)
    .where(inArray(seasonTiers.season, seasonKeys.map(Number)));
  const ordered = rows.sort(
    (a, b) => a.season - b.season || tierIndex(a.tier as TierName) - tierIndex(b.tier as TierName),
  );
  const grouped = groupBy(ordered, (r) => String(r.season));
  return new Map(
    [...grouped].map(([season, tiers]) => [season, tiers.map((t) => tierNode(t.tier as TierName, t))]),
  );
}

/** Each season's teams by tier (Recruit first), then by division (conference), names sorted. */
export async function standingsOf(db: Db, seasonKeys: string[]): Promise<Map<string, StandingNode[]>> {
  const rows = await db
    .select()
    .from(teams)
    .where(inArray(teams.season, seasonKeys.map(Number)));
  const bySeason = groupBy(rows.sort(byTierThenName), (t) => String(t.season));
  return new Map(
    [...bySeason].map(([season, seasonTeams]) => [
      season,
      [...groupBy(seasonTeams, (t) => t.tier)].map(([tier, tierTeams]) => ({
        season: Number(season),
        tier: tier as TierName,
        divisions: [...groupBy(tierTeams, (t) => t.division)]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, divisionTeams]) => ({ name, teams: divisionTeams.map((team) => ({ team })) })),
      })),
    ]),
  );
}

/** Each scheduled match's veto, in ban order. */
export async function mapBansOf(db: Db, matchIds: string[]): Promise<Map<string, MapBanNode[]>> {
  const rows = await db
    .select()
    .from(mapBans)
    .where(inArray(mapBans.scheduledMatchId, matchIds))
    .orderBy(asc(mapBans.scheduledMatchId), asc(mapBans.number));
  return groupBy(rows, (b) => b.scheduledMatchId);
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
  const rows = await db
    .select()
    .from(maps)
    .where(
      inArray(
        maps.scheduledMatchId,
        matches.map((m) => m.id),
      ),
    )
    .orderBy(asc(maps.mapNumber));
  const grouped = groupBy(rows, (map) => map.scheduledMatchId ?? "");
  return new Map(
    [...grouped].map(([id, played]) => {
      const match = defined(byId.get(id), "scheduled match of a map");
      return [id, played.map((map) => mapStat(map, match))];
    }),
  );
}

function mapStat(map: typeof maps.$inferSelect, match: ScheduledMatchNode): MapStatNode {
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
