import { type MapEvents, type MapProblem, mapProblem, type TierName } from "@fragboard/core";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rawRows } from "../db/raw.js";
import { type MapEventSources, mapEventSourcesJson } from "../repositories/outward/event-sources.js";

/**
 * The rules of a played map that need the league's records (the rest are pure, in core's
 * map-rules.ts): its season exists and it was played inside it, not in the future; its team,
 * player and scheduled-match ids are known; the teams and the scheduled match belong to its
 * season and tier; a known player is the one with that steam64 id. A map that breaks one is
 * refused before anything is written (docs/stats.md#rules-of-a-played-map). With `eventSources`
 * (an ingest), the same statement reads what the map's outgoing events will need.
 */
export async function leagueCheck(
  db: Db,
  map: MapEvents,
  now: Date,
  { eventSources = false }: { eventSources?: boolean } = {},
): Promise<{ problems: MapProblem[]; eventSources: MapEventSources | null }> {
  const records = await leagueRecords(db, map, eventSources);
  return { problems: recordProblems(map, records, now), eventSources: records.events ?? null };
}

function recordProblems(map: MapEvents, records: LeagueRecords, now: Date): MapProblem[] {
  const { season } = records;
  if (!season) return [mapProblem("season", ["season"], `season ${map.season} does not exist`)];
  return [
    ...playedAtProblems(
      map,
      { startDate: new Date(season.startDate), endDate: new Date(season.endDate) },
      now,
    ),
    ...teamProblems(map, records),
    ...playerProblems(map, records),
  ];
}

/** What the rules read of the league: only the columns they check. */
type LeagueRecords = {
  season: { startDate: string; endDate: string } | null;
  teams: { id: string; season: number; tier: TierName }[] | null;
  match: {
    id: string;
    season: number;
    tier: TierName;
    matchType: string;
    matchDay: string;
    homeTeamId: string;
    awayTeamId: string;
  } | null;
  /** [player id, steam64 id] */
  players: [string, string][] | null;
  /** Only when asked for. */
  events?: MapEventSources;
};

/**
 * The map's season, teams, scheduled match and players in ONE statement (one JSON document): an
 * ingest is a transaction of small statements, each with a fixed cost (most of a small read's
 * time on PGlite, a round trip on PostgreSQL), and these four were read one after the other; so
 * are the outgoing events' sources when asked for (before, three statements after the write).
 */
async function leagueRecords(db: Db, map: MapEvents, eventSources: boolean): Promise<LeagueRecords> {
  const teamIds = map.teams.map((t) => t.teamId).filter((id) => id !== null);
  const playerIds = map.teams.flatMap((t) => t.players.map((p) => p.playerId)).filter((id) => id !== null);
  const ids = (list: string[]) => sql`array(select json_array_elements_text(${JSON.stringify(list)}::json))`;
  const events = eventSources ? sql`, 'events', ${mapEventSourcesJson(map)}` : sql``;
  const [row] = await rawRows<{ records: string }>(
    db,
    sql`select json_build_object(
      'season', (select json_build_object('startDate', s.start_date, 'endDate', s.end_date)
        from seasons s where s.number = ${map.season}),
      'teams', (select json_agg(json_build_object('id', t.id, 'season', t.season, 'tier', t.tier))
        from teams t where t.id = any(${ids(teamIds)})),
      'match', (select json_build_object('id', m.id, 'season', m.season, 'tier', m.tier,
          'matchType', m.match_type, 'matchDay', m.match_day,
          'homeTeamId', m.home_team_id, 'awayTeamId', m.away_team_id)
        from scheduled_matches m where m.id = ${map.scheduledMatchId}),
      'players', (select json_agg(json_build_array(p.id, p.steam64_id))
        from players p where p.id = any(${ids(playerIds)}))${events}
    )::text as records`,
  );
  return JSON.parse(row?.records ?? "{}");
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
function teamProblems(map: MapEvents, records: LeagueRecords): MapProblem[] {
  const known = new Map((records.teams ?? []).map((t) => [t.id, t] as const));
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
  return [...problems, ...scheduleProblems(map, records)];
}

/**
 * rule schedule: a league map belongs to a scheduled match of its season, tier and match day,
 * between its two teams.
 */
function scheduleProblems(map: MapEvents, { match }: LeagueRecords): MapProblem[] {
  if (map.scheduledMatchId === null) return [];
  const path = ["scheduledMatchId"];
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
function playerProblems(map: MapEvents, records: LeagueRecords): MapProblem[] {
  const known = new Map(records.players ?? []);
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
