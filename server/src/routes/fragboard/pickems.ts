import {
  matchWinners,
  type PickemsConsensus,
  type PickemsLeaderboard,
  type PickemsResponse,
  type PickemsSearch,
  pickemsPoints,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { mapResults } from "../../league/map-results.js";
import { requireSeason } from "../../league/seasons.js";
import { seasonSheets, sheetOf } from "../../repositories/community/pickems.js";
import { completedMatches } from "../../repositories/league/schedule.js";
import { requirePerson } from "../community/people.js";
import { pickerNames } from "./pickems-names.js";

/** Pickems reads (docs/api.md#pickems, docs/rules.md#pickems): one user's sheet, and what everyone's sheets add up to. */

/** A user without a sheet this season has no tier yet and no picks. */
export async function pickemsOf(db: Db, discordId: string, season: number): Promise<PickemsResponse> {
  await requireSeason(db, season);
  await requirePerson(db, discordId);
  const sheet = await sheetOf(db, discordId, season);
  return sheet
    ? { tier: sheet.tier, pickems: sheet.picks, dateUpdated: sheet.dateUpdated.toISOString() }
    : { tier: null, pickems: {}, dateUpdated: null };
}

/** Match id -> team id -> who picked it (picks taken back count for no one). */
export async function pickemsConsensus(db: Db, season: number): Promise<PickemsConsensus> {
  await requireSeason(db, season);
  const consensus: PickemsConsensus = {};
  for (const sheet of await seasonSheets(db, season)) {
    for (const [matchId, pick] of Object.entries(sheet.picks)) {
      if (!pick) continue;
      const teams = consensus[matchId] ?? {};
      consensus[matchId] = teams;
      const entry = teams[pick.teamId] ?? { count: 0, discordIds: [] };
      teams[pick.teamId] = entry;
      entry.count++;
      entry.discordIds.push(sheet.discordId);
    }
  }
  return consensus;
}

/**
 * One point per pick of a completed match on the team that won it (the series winner when a match
 * has several maps), points descending. lastUpdate is the last thing that could change it: a
 * saved sheet or a completed match.
 */
export async function pickemsLeaderboard(db: Db, season: number): Promise<PickemsLeaderboard> {
  const { startDate } = await requireSeason(db, season);
  const [sheets, completed, results] = await Promise.all([
    seasonSheets(db, season),
    completedMatches(db, season),
    mapResults(db, season),
  ]);
  const winners = matchWinners(results);
  const decided = new Map(
    completed.flatMap((m) => {
      const winner = winners.get(m.id);
      return winner === undefined ? [] : [[m.id, winner] as const];
    }),
  );
  const nameOf = await pickerNames(
    db,
    sheets.map((s) => s.discordId),
  );
  const leaderboard = sheets
    .map((s) => ({
      discordId: s.discordId,
      name: nameOf(s.discordId),
      tier: s.tier,
      points: pickemsPoints(s.picks, decided),
    }))
    .sort((a, b) => b.points - a.points || a.discordId.localeCompare(b.discordId));
  const changes = [
    startDate.getTime(),
    ...sheets.map((s) => s.dateUpdated.getTime()),
    ...completed.map((m) => m.completedAt?.getTime() ?? 0),
  ];
  return { lastUpdate: new Date(Math.max(...changes)).toISOString(), leaderboard };
}

/** Who saved picks this season, with what to call each (the explorer's list). */
export async function pickemsPlayers(db: Db, season: number): Promise<PickemsSearch> {
  await requireSeason(db, season);
  const sheets = await seasonSheets(db, season);
  const nameOf = await pickerNames(
    db,
    sheets.map((s) => s.discordId),
  );
  return sheets.map((s) => ({ discordId: s.discordId, name: nameOf(s.discordId), tier: s.tier, season }));
}
