import type { MapEvents, MapProblem } from "@fragboard/core";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { players, scheduledMatches, seasons, teams } from "../db/schema/index.js";

/**
 * The rules of a played map that need the league's records (the rest are pure, in core's
 * map-rules.ts): its season exists; its team, player and scheduled-match ids are known; the teams
 * and the scheduled match belong to its season and tier; a known player is the one with that
 * steam64 id. A map that breaks one is refused before anything is written (docs/api.md#ingest-validation).
 */
export async function leagueProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  const [season] = await db.select().from(seasons).where(eq(seasons.number, map.season));
  if (!season) return [{ path: ["season"], message: `season ${map.season} does not exist` }];
  return [...(await teamProblems(db, map)), ...(await playerProblems(db, map))];
}

async function teamProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  const ids = map.teams.map((t) => t.teamId).filter((id) => id !== null);
  const known = new Map(
    ids.length === 0
      ? []
      : (await db.select().from(teams).where(inArray(teams.id, ids))).map((t) => [t.id, t] as const),
  );
  const problems: MapProblem[] = [];
  map.teams.forEach(({ teamId }, i) => {
    if (teamId === null) return;
    const team = known.get(teamId);
    const path = ["teams", i, "teamId"];
    if (!team) problems.push({ path, message: `team ${teamId} does not exist` });
    else if (team.season !== map.season)
      problems.push({ path, message: `team ${teamId} plays in season ${team.season}, not ${map.season}` });
    else if (team.tier !== map.tier)
      problems.push({
        path: ["tier"],
        message: `the map is ${map.tier} but team ${teamId} plays in ${team.tier}`,
      });
  });
  return [...problems, ...(await scheduleProblems(db, map))];
}

/** A league map belongs to a scheduled match of its season, tier and match day, between its two teams. */
async function scheduleProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  if (map.scheduledMatchId === null) return [];
  const path = ["scheduledMatchId"];
  const [match] = await db
    .select()
    .from(scheduledMatches)
    .where(eq(scheduledMatches.id, map.scheduledMatchId));
  if (!match) return [{ path, message: `scheduled match ${map.scheduledMatchId} does not exist` }];
  const facts: [string, unknown, unknown][] = [
    ["season", match.season, map.season],
    ["tier", match.tier, map.tier],
    ["matchType", match.matchType, map.matchType],
    ["matchDay", match.matchDay, map.matchDay],
  ];
  const wrong = facts.find(([, scheduled, played]) => scheduled !== played);
  if (wrong) {
    const [field, scheduled, played] = wrong;
    return [{ path: [field], message: `${played} differs from its scheduled match (${field} ${scheduled})` }];
  }
  const sides = new Set([match.homeTeamId, match.awayTeamId]);
  const i = map.teams.findIndex((t) => t.teamId === null || !sides.has(t.teamId));
  if (i >= 0 || map.teams[0].teamId === map.teams[1].teamId) {
    return [
      {
        path: ["teams", i >= 0 ? i : 1, "teamId"],
        message: `scheduled match ${match.id} is ${match.homeTeamId} against ${match.awayTeamId}`,
      },
    ];
  }
  return [];
}

async function playerProblems(db: Db, map: MapEvents): Promise<MapProblem[]> {
  const ids = map.teams.flatMap((t) => t.players.map((p) => p.playerId)).filter((id) => id !== null);
  if (ids.length === 0) return [];
  const known = new Map(
    (
      await db
        .select({ id: players.id, steam64Id: players.steam64Id })
        .from(players)
        .where(inArray(players.id, ids))
    ).map((p) => [p.id, p.steam64Id]),
  );
  const problems: MapProblem[] = [];
  map.teams.forEach((team, i) => {
    team.players.forEach(({ playerId, steam64Id }, j) => {
      if (playerId === null) return;
      const path = ["teams", i, "players", j, "playerId"];
      const steam = known.get(playerId);
      if (steam === undefined) problems.push({ path, message: `player ${playerId} does not exist` });
      else if (steam !== steam64Id)
        problems.push({ path, message: `player ${playerId} has steam64 id ${steam}, not ${steam64Id}` });
    });
  });
  return problems;
}
