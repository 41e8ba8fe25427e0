import {
  matchWinners,
  type PickemsConsensus,
  type PickemsLeaderboard,
  type PickemsResponse,
  type PickemsSearch,
  type Picks,
  pickemsPoints,
  type TierName,
} from "@fragboard/core";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { pickems, scheduledMatches } from "../../db/schema/index.js";
import { mapResults } from "../../league/map-results.js";
import { requireSeason } from "../../league/seasons.js";
import { requirePerson } from "../community/people.js";
import { pickerNames } from "./pickems-names.js";

/** Pickems reads (docs/api.md#pickems, docs/rules.md#pickems): one user's sheet, and what everyone's sheets add up to. */

type Sheet = { discordId: string; tier: TierName; picks: Picks; dateUpdated: Date };

const sheetColumns = {
  discordId: pickems.discordId,
  tier: pickems.tier,
  picks: pickems.picks,
  dateUpdated: pickems.dateUpdated,
};

async function seasonSheets(db: Db, season: number): Promise<Sheet[]> {
  const rows = await db
    .select(sheetColumns)
    .from(pickems)
    .where(eq(pickems.season, season))
    .orderBy(asc(pickems.discordId));
  return rows as Sheet[];
}

/** A user without a sheet this season has no tier yet and no picks. */
export async function pickemsOf(db: Db, discordId: string, season: number): Promise<PickemsResponse> {
  await requireSeason(db, season);
  await requirePerson(db, discordId);
  const [sheet] = (await db
    .select(sheetColumns)
    .from(pickems)
    .where(and(eq(pickems.season, season), eq(pickems.discordId, discordId)))) as Sheet[];
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
    db
      .select({ id: scheduledMatches.id, completedAt: scheduledMatches.completedAt })
      .from(scheduledMatches)
      .where(and(eq(scheduledMatches.season, season), isNotNull(scheduledMatches.completedAt))),
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
