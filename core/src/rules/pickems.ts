import type { Pick, Picks } from "../api/pickems.js";
import { PICKEM_LOCK_BEFORE_START_MS, PICKEM_POINTS_PER_CORRECT_PICK } from "../constants/pickems.js";
import type { TierName } from "../constants/tiers.js";

/**
 * Pickems rules shared by the server (which enforces them) and the web app (which shows them):
 * docs/rules.md#pickems.
 */

/** The instant (ms) a match's picks lock: 5 minutes before its scheduled start. */
export const pickLockTime = (scheduledDate: string | Date): number =>
  new Date(scheduledDate).getTime() - PICKEM_LOCK_BEFORE_START_MS;

/**
 * Our rules 5: a pick is refused once the match starts in less than 5 minutes (or has started).
 * Exactly 5 minutes before the start is still open; a millisecond later is locked.
 */
export const isPickLocked = (scheduledDate: string | Date, now: number | Date): boolean =>
  new Date(now).getTime() > pickLockTime(scheduledDate);

/** The tier a save leaves on the sheet, or why the save is refused: the first save fixes it. */
export function fixPickemsTier(
  saved: TierName | null,
  requested: TierName,
): { ok: true; tier: TierName } | { ok: false; message: string } {
  if (saved === null || saved === requested) return { ok: true, tier: requested };
  return {
    ok: false,
    message: `tier: your pickems tier is ${saved} for this season and cannot change to ${requested}`,
  };
}

export type PickOutcome = "correct" | "wrong" | "pending";

/** A pick against the match's winner (undefined while the match has none). */
export function pickOutcome(pick: Pick, winnerTeamId: string | undefined): PickOutcome {
  if (winnerTeamId === undefined) return "pending";
  return pick.teamId === winnerTeamId ? "correct" : "wrong";
}

/** Points of a sheet (or part of one): one per pick on the winner of a decided match. */
export function pickemsPoints(picks: Picks, winners: ReadonlyMap<string, string>): number {
  let correct = 0;
  for (const [matchId, pick] of Object.entries(picks)) {
    if (pick && pickOutcome(pick, winners.get(matchId)) === "correct") correct++;
  }
  return correct * PICKEM_POINTS_PER_CORRECT_PICK;
}

/** The picks a save changes: added, switched to the other team, or taken back (null). */
export function changedPicks(saved: Picks, submitted: Picks): string[] {
  return Object.entries(submitted)
    .filter(([matchId, pick]) => (saved[matchId]?.teamId ?? null) !== (pick?.teamId ?? null))
    .map(([matchId]) => matchId);
}
