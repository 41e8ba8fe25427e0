import {
  groupBy,
  isPlayedMatch,
  type MatchesQuery,
  type MatchesResponse,
  type MatchListItem,
  type MatchTeam,
  type MatchType,
  matchCalendar,
  type TierName,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { statsUpdatedAt } from "../../ingest/stats-clock.js";
import { requireSeason } from "../../league/seasons.js";
import type { ScheduledMatchRow } from "../../repositories/league/schedule.js";
import {
  franchiseNamed,
  type MapScoreRow,
  scheduledMapsOfSeason,
  scheduledMatchesOfSeason,
  type TeamRow,
  teamsOfSeason,
  unscheduledMaps,
} from "../../repositories/matches/schedule.js";

/** A season's results and fixtures (docs/api.md#matches), as list rows grouped by match day. */

export function matchTeam(id: string, teams: ReadonlyMap<string, TeamRow>): MatchTeam {
  const team = teams.get(id);
  return {
    id,
    name: team?.name ?? id,
    franchise:
      team?.franchiseName == null || team.franchisePrefix == null
        ? null
        : { name: team.franchiseName, prefix: team.franchisePrefix },
  };
}

/** The winner of more maps, if either has. */
function winnerOf(maps: MatchListItem["maps"]): MatchListItem["winner"] {
  const home = maps.filter((m) => m.homeScore > m.awayScore).length;
  const away = maps.filter((m) => m.awayScore > m.homeScore).length;
  return home > away ? "home" : away > home ? "away" : null;
}

/** A scheduled match with its played maps, scores read from the home team's side. */
export function scheduledListItem(
  match: ScheduledMatchRow,
  teams: ReadonlyMap<string, TeamRow>,
  played: readonly MapScoreRow[],
): MatchListItem {
  const maps = [...played]
    .sort((a, b) => a.mapNumber - b.mapNumber)
    .map((m) => {
      const homeFirst = m.team1Id !== match.homeTeamId;
      return {
        matchId: m.matchId,
        mapNumber: m.mapNumber,
        mapName: m.mapName,
        homeScore: homeFirst ? m.team0Score : m.team1Score,
        awayScore: homeFirst ? m.team1Score : m.team0Score,
      };
    });
  return {
    id: match.id,
    season: match.season,
    tier: match.tier as TierName,
    matchType: match.matchType as MatchType,
    matchDay: match.matchDay,
    scheduledDate: match.scheduledDate.toISOString(),
    completedAt: match.completedAt?.toISOString() ?? null,
    status: match.completedAt ? "completed" : maps.length > 0 ? "in-progress" : "not-played",
    home: matchTeam(match.homeTeamId, teams),
    away: matchTeam(match.awayTeamId, teams),
    maps,
    winner: winnerOf(maps),
  };
}

/** A map of no scheduled match (a combine map) is a match of its own, between ad-hoc teams. */
export function unscheduledListItem(map: MapScoreRow): MatchListItem {
  const playedAt = map.playedAt.toISOString();
  const maps = [
    {
      matchId: map.matchId,
      mapNumber: map.mapNumber,
      mapName: map.mapName,
      homeScore: map.team0Score,
      awayScore: map.team1Score,
    },
  ];
  return {
    id: map.matchId,
    season: map.season,
    tier: map.tier as TierName,
    matchType: map.matchType as MatchType,
    matchDay: map.matchDay,
    scheduledDate: playedAt,
    completedAt: playedAt,
    status: "completed",
    home: { id: map.team0Id, name: map.team0Name, franchise: null },
    away: { id: map.team1Id, name: map.team1Name, franchise: null },
    maps,
    winner: winnerOf(maps),
  };
}

export async function seasonMatches(db: Db, query: MatchesQuery): Promise<MatchesResponse> {
  const { season, matchType, tier, franchise, status, days } = query;
  await requireSeason(db, season);
  const owner = franchise === undefined ? undefined : await franchiseNamed(db, franchise);
  if (franchise !== undefined && !owner) throw notFound(`No franchise has the prefix or name ${franchise}.`);
  const [teamRows, lastUpdate] = await Promise.all([teamsOfSeason(db, season), statsUpdatedAt(db)]);
  const teamIds = owner && teamRows.filter((t) => t.franchiseId === owner.id).map((t) => t.id);
  const [scheduled, scores, unscheduled] = await Promise.all([
    scheduledMatchesOfSeason(db, { season, matchType, tier, teamIds }),
    scheduledMapsOfSeason(db, season, tier),
    // Combine teams belong to no franchise.
    owner ? [] : unscheduledMaps(db, { season, matchType, tier }),
  ]);
  const teams = new Map(teamRows.map((t) => [t.id, t]));
  const mapsOf = groupBy(scores, (m) => m.scheduledMatchId);
  const items = [
    ...scheduled.map((m) => scheduledListItem(m, teams, mapsOf.get(m.id) ?? [])),
    ...unscheduled.map(unscheduledListItem),
  ].filter((m) => status === undefined || isPlayedMatch(m) === (status === "played"));
  const { next, results, later } = matchCalendar(items);
  return {
    season,
    matchType,
    lastUpdate,
    next,
    // A window is the first screen: the rest is asked for when the page is scrolled to it.
    results: days === undefined ? results : results.slice(0, days),
    later: days === undefined ? later : [],
    resultDays: results.length,
    laterDays: later.length,
  };
}
