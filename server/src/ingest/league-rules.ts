import { type MapEvents, type MapProblem, mapProblem } from "@fragboard/core";
import type { Db } from "../db/client.js";
import { playersByIds } from "../repositories/league/players.js";
import { scheduledMatchById } from "../repositories/league/schedule.js";
import { seasonRow } from "../repositories/league/seasons.js";
import { teamsByIds } from "../repositories/league/teams.js";

/**
 * The rules of a played map that need the league's records (the rest are pure, in core's
 * map-rules.ts): its season exists and it was played inside it, not in the future; its team,
 * player and scheduled-match ids are known; the teams and the scheduled match belong to its
 * season and tier; a known player is the one with that steam64 id. A map that breaks one is
 * refused before anything is written (docs/stats.md#rules-of-a-played-map).
 */
export async function leagueProblems(db: Db, map: MapEvents, now: Date): Promise<MapProblem[]> {
  const season = await seasonRow(db, map.season);
  if (!season) return [mapProblem("season", ["season"], `season ${map.season} does not exist`)];
  return [
    ...playedAtProblems(map, season, now),
    ...(await teamProblems(db, map)),
    ...(await playerProblems(db, map)),
  ];
}

/** rule played-at: a map is played inside its season, and not after now. */
function playedAtProblems(
  map: MapEvents,
  season: { startDate: Date; endDate: Date },
  now: Date,
): MapProblem[] {
  const at = new Date(map.playedAt);
  const path = ["playedAt"];
  if (at > now) return [mapProblem("played-at", path, `${map.playedAt} is in the future`)];
  if (at < season.startDate || at > season.endDate)
    return [
      mapProblem(
        "played-at",
        path,
        `${map.playedAt} is outside season ${map.season} (${season.startDate.toISOString()} to ${season.endDate.toISOString()})`,
      ),
    ];
  return [];
}

/** rule league-teams: each team id is a team of the map's season and tier. */
async function teamProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  const ids = map.teams.map((t) => t.teamId).filter((id) => id !== null);
  const known = new Map(ids.length === 0 ? [] : (await teamsByIds(db, ids)).map((t) => [t.id, t] as const));
  const problems: MapProblem[] = [];
  map.teams.forEach(({ teamId }, i) => {
    if (teamId === null) return;
    const team = known.get(teamId);
    const path = ["teams", i, "teamId"];
    if (!team) problems.push(mapProblem("league-teams", path, `team ${teamId} does not exist`));
    else if (team.season !== map.season)
      problems.push(
        mapProblem("league-teams", path, `team ${teamId} plays in season ${team.season}, not ${map.season}`),
      );
    else if (team.tier !== map.tier)
      problems.push(
        mapProblem(
          "league-teams",
          ["tier"],
          `the map is ${map.tier} but team ${teamId} plays in ${team.tier}`,
        ),
      );
  });
  return [...problems, ...(await scheduleProblems(db, map))];
}

/**
 * rule schedule: a league map belongs to a scheduled match of its season, tier and match day,
 * between its two teams.
 */
async function scheduleProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  if (map.scheduledMatchId === null) return [];
  const path = ["scheduledMatchId"];
  const match = await scheduledMatchById(db, map.scheduledMatchId);
  if (!match) return [mapProblem("schedule", path, `scheduled match ${map.scheduledMatchId} does not exist`)];
  const facts: [string, unknown, unknown][] = [
    ["season", match.season, map.season],
    ["tier", match.tier, map.tier],
    ["matchType", match.matchType, map.matchType],
    ["matchDay", match.matchDay, map.matchDay],
  ];
  const problems = facts
    .filter(([, scheduled, played]) => scheduled !== played)
    .map(([field, scheduled, played]) =>
      mapProblem("schedule", [field], `${played} differs from its scheduled match (${field} ${scheduled})`),
    );
  const sides = new Set([match.homeTeamId, match.awayTeamId]);
  const i = map.teams.findIndex((t) => t.teamId === null || !sides.has(t.teamId));
  if (i >= 0 || map.teams[0].teamId === map.teams[1].teamId)
    problems.push(
      mapProblem(
        "schedule",
        ["teams", i >= 0 ? i : 1, "teamId"],
        `scheduled match ${match.id} is ${match.homeTeamId} against ${match.awayTeamId}`,
      ),
    );
  return problems;
}

/** rule league-players: a player id is a league player with that steam64 id. */
async function playerProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  const ids = map.teams.flatMap((t) => t.players.map((p) => p.playerId)).filter((id) => id !== null);
  if (ids.length === 0) return [];
  const known = new Map((await playersByIds(db, ids)).map((p) => [p.id, p.steam64Id]));
  const problems: MapProblem[] = [];
  map.teams.forEach((team, i) => {
    team.players.forEach(({ playerId, steam64Id }, j) => {
      if (playerId === null) return;
      const path = ["teams", i, "players", j, "playerId"];
      const steam = known.get(playerId);
      const at = { player: steam64Id };
      if (steam === undefined)
        problems.push(mapProblem("league-players", path, `player ${playerId} does not exist`, at));
      else if (steam !== steam64Id)
        problems.push(
          mapProblem(
            "league-players",
            path,
            `player ${playerId} has steam64 id ${steam}, not ${steam64Id}`,
            at,
          ),
        );
    });
  });
  return problems;
}
