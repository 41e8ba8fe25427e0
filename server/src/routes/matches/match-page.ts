import {
  type MatchListItem,
  type MatchMap,
  type MatchResponse,
  mapHighlights,
  matchMapSchema,
  playerMapLines,
  roundTimeline,
  type StoredMap,
  scoreboardLine,
  teamMapLines,
  vetoSteps,
  winReasons,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import type { BoundedAnswers } from "../../http/bounded-answers.js";
import { notFound } from "../../http/errors.js";
import { playedMapKey } from "../../http/played-maps.js";
import { type ScheduledMatchRow, scheduledMatchById } from "../../repositories/league/schedule.js";
import { storedMaps } from "../../repositories/matches/played-maps.js";
import {
  bansOfMatch,
  mapById,
  mapScoresOfMatch,
  teamsWithFranchises,
  tierColour,
} from "../../repositories/matches/schedule.js";
import { matchup } from "../fragboard/matchup.js";
import { scheduledListItem, unscheduledListItem } from "./match-list.js";

/**
 * One match's page (docs/api.md#match): its header, veto and each played map in full, every
 * figure from the stats engine and the core rules. The id is a scheduled match's, one of its
 * maps' (pages that know only a map link that way), or a combine map's (a match of its own).
 */
/** The scheduled match an id names (its own or one of its maps'), or the unscheduled map it names. */
async function findMatch(db: Db, id: string) {
  const direct = await scheduledMatchById(db, id);
  const map = direct ? undefined : await mapById(db, id);
  const scheduled =
    direct ?? (map?.scheduledMatchId ? await scheduledMatchById(db, map.scheduledMatchId) : null);
  return { scheduled, map };
}

async function scheduledItem(db: Db, scheduled: ScheduledMatchRow) {
  const [teams, scores] = await Promise.all([
    teamsWithFranchises(db, [scheduled.homeTeamId, scheduled.awayTeamId]),
    mapScoresOfMatch(db, scheduled.id),
  ]);
  return { match: scheduledListItem(scheduled, new Map(teams.map((t) => [t.id, t])), scores), scores };
}

/** A match's list row (its teams and score), for the page's HTML title (server/src/web/page-meta.ts). */
export async function matchHeadline(db: Db, id: string): Promise<MatchListItem | undefined> {
  const { scheduled, map } = await findMatch(db, id);
  if (scheduled) return (await scheduledItem(db, scheduled)).match;
  return map && unscheduledListItem(map);
}

/**
 * One match's page (docs/api.md#match): its header, veto and each played map in full, every
 * figure from the stats engine and the core rules. The id is a scheduled match's, one of its
 * maps' (pages that know only a map link that way), or a combine map's (a match of its own).
 */
export async function matchPage(db: Db, id: string, details: BoundedAnswers): Promise<MatchResponse> {
  const { scheduled, map } = await findMatch(db, id);
  if (scheduled) {
    const [{ match, scores }, bans, color] = await Promise.all([
      scheduledItem(db, scheduled),
      bansOfMatch(db, scheduled.id),
      tierColour(db, scheduled.season, scheduled.tier),
    ]);
    return {
      match,
      tierColor: color,
      demoUrl: scheduled.demoUrl,
      // Only while the match is on: afterwards the server is someone else's.
      connect: scheduled.completedAt === null ? (scheduled.server?.connectString ?? null) : null,
      veto: vetoSteps(bans, match.maps),
      maps: await mapDetails(
        db,
        details,
        scores.map((s) => s.matchId),
        scheduled.homeTeamId,
      ),
    };
  }
  if (!map) throw notFound(`No match has the id ${id}.`);
  return {
    match: unscheduledListItem(map),
    tierColor: await tierColour(db, map.season, map.tier),
    demoUrl: null,
    connect: null,
    veto: [],
    maps: await mapDetails(db, details, [map.matchId], map.team0Id),
  };
}

/** A played map's part of a match page apart from which of its teams is the match's home team. */
const mapDetailSchema = matchMapSchema.omit({ homeTeam: true });
type MapDetail = Omit<MatchMap, "homeTeam">;

const mapDetailKey = (matchId: string) => `${playedMapKey(matchId)}detail`;

/** Whether this stored map's part of a match page is kept. */
export const hasMapDetail = (details: BoundedAnswers, matchId: string) => details.has(mapDetailKey(matchId));

/** One stored map's part of a match page: kept, being built, or built now (and kept). */
export const mapDetailAnswer = (db: Db, details: BoundedAnswers, matchId: string) =>
  details.get(mapDetailKey(matchId), mapDetailSchema, async () => {
    const [map] = await storedMaps(db, [matchId]);
    if (!map) throw notFound(`No map ${matchId} has been played.`);
    return mapDetail(db, map);
  });

/**
 * Each map's part of the page, built once per map and kept as bytes in `details` (a BoundedAnswers
 * keeping played maps): a page rebuilt after another map's ingest reads only its header.
 */
async function mapDetails(
  db: Db,
  details: BoundedAnswers,
  matchIds: string[],
  homeTeamId: string | null,
): Promise<MatchMap[]> {
  const kept = await Promise.all(matchIds.map((matchId) => mapDetailAnswer(db, details, matchId)));
  const maps = kept.map((answer): MapDetail => JSON.parse(answer.body.toString()));
  maps.sort((a, b) => a.mapNumber - b.mapNumber);
  return maps.map((map) => ({
    ...map,
    homeTeam: homeTeamId !== null && map.teams[1].teamId === homeTeamId ? 1 : 0,
  }));
}

async function mapDetail(db: Db, map: StoredMap): Promise<MapDetail> {
  const lines = playerMapLines(map);
  const rounds = roundTimeline(map);
  const winsBy = winReasons(rounds);
  const [line0, line1] = teamMapLines(map);
  const team = (line: typeof line0, i: 0 | 1) => ({
    teamId: line.teamId,
    name: line.name,
    startSide: map.match.teams[i].startSide,
    score: line.score,
    TR: line.TR,
    TRW: line.TRW,
    ctR: line.ctR,
    ctRW: line.ctRW,
    pistols: line.pistols,
    pistolsW: line.pistolsW,
    winsBy: winsBy[i],
  });
  return {
    matchId: map.match.matchId,
    mapNumber: map.match.mapNumber,
    mapName: map.match.mapName,
    playedAt: map.match.playedAt,
    totalRounds: map.match.totalRounds,
    teams: [team(line0, 0), team(line1, 1)],
    players: lines.map((line) => ({
      ...scoreboardLine(line),
      steam64Id: line.steam64Id,
      playerId: line.playerId,
      team: line.team,
    })),
    rounds,
    highlights: mapHighlights(map, lines),
    matchup: await matchup(db, map),
  };
}
