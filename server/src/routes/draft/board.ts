import { type DraftBoard, flagTargets } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { requireSeason } from "../../league/seasons.js";
import { draftTargetsOf, saveDraftTargets } from "../../repositories/community/draft-targets.js";
import { currentSeason } from "../../repositories/league/seasons.js";
import { cachedPlayers } from "../csc/players.js";

/**
 * A member's draft target board for one season (docs/api.md#draft-board). Targets are flagged
 * against that season's players (docs/rules.md#draft-targets), so a player signed since he was
 * added shows why he is red.
 */
export async function draftBoardOf(
  db: Db,
  discordId: string,
  season: number,
  now: Date,
): Promise<DraftBoard> {
  await requireSeason(db, season);
  const row = await draftTargetsOf(db, discordId, season);
  return flagged(db, season, row?.playerIds ?? [], row?.updatedAt ?? null, now);
}

/**
 * Replaces the board (the page sends it whole after each edit). Only the current season's board is
 * written: a past draft is over, and its board stays as it was left.
 */
export async function saveDraftBoard(
  db: Db,
  discordId: string,
  season: number,
  playerIds: string[],
  now: Date,
): Promise<DraftBoard> {
  await requireSeason(db, season);
  const current = (await currentSeason(db, now))?.number;
  if (season !== current) {
    throw httpError(400, `season must be the current season (${current}): past boards are read-only`);
  }
  const updatedAt = new Date();
  await saveDraftTargets(db, { discordId, season, playerIds, updatedAt });
  return flagged(db, season, playerIds, updatedAt, now);
}

async function flagged(
  db: Db,
  season: number,
  playerIds: string[],
  updatedAt: Date | null,
  now: Date,
): Promise<DraftBoard> {
  const players = playerIds.length > 0 ? (await cachedPlayers(db, season, now)).data : [];
  return {
    season,
    targets: flagTargets(playerIds, players),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}
