import { OVERTIME_HALF, REGULATION_ROUNDS, ROUNDS_TO_WIN } from "../constants/match-types.js";
import type { Side } from "./map-events.js";

/**
 * The format of a played map (docs/stats.md#map-format): MR12 regulation (first to 13) and MR3
 * overtime (each 6-round period is won by the first to 4 of it). Ingest's rules and the simulator
 * both read the format from here, so they cannot disagree about when a map ends or who plays where.
 */

const HALF = REGULATION_ROUNDS / 2;
const PERIOD = 2 * OVERTIME_HALF;

const otherSide = (side: Side): Side => (side === "CT" ? "T" : "CT");

/** Pistol rounds: the first round of each regulation half (1 and 13). */
export const isPistolRound = (round: number): boolean => round === 1 || round === HALF + 1;

/**
 * Sides swap at half time; overtime starts on the sides of the second half, and each overtime
 * half (3 rounds) swaps again.
 */
export function sidesOf(round: number, start: readonly [Side, Side]): [Side, Side] {
  const swapped =
    round <= HALF
      ? false
      : round <= REGULATION_ROUNDS
        ? true
        : Math.floor((round - REGULATION_ROUNDS - 1) / OVERTIME_HALF) % 2 === 0;
  return swapped ? [otherSide(start[0]), otherSide(start[1])] : [start[0], start[1]];
}

/** The first round of each overtime half, where every player starts again with fresh money. */
export const isOvertimeHalfStart = (round: number): boolean =>
  round > REGULATION_ROUNDS && (round - REGULATION_ROUNDS - 1) % OVERTIME_HALF === 0;

/** The last round of a half (regulation or overtime): players spend what they have left. */
export const isLastOfHalf = (round: number): boolean =>
  round === HALF ||
  round === REGULATION_ROUNDS ||
  (round > REGULATION_ROUNDS && (round - REGULATION_ROUNDS) % OVERTIME_HALF === 0);

/** Whether a map is over once `rounds` rounds have been played with this score. */
export function mapDecided(rounds: number, score: readonly [number, number]): boolean {
  if (rounds <= REGULATION_ROUNDS) return score[0] === ROUNDS_TO_WIN || score[1] === ROUNDS_TO_WIN;
  // Only the end of an overtime period can decide an overtime map: first to 4 of its 6 rounds.
  const period = Math.floor((rounds - REGULATION_ROUNDS - 1) / PERIOD);
  const base = HALF + period * OVERTIME_HALF;
  return score[0] - base === OVERTIME_HALF + 1 || score[1] - base === OVERTIME_HALF + 1;
}
