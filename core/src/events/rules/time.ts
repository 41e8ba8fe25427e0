import type { RoundEvent } from "../map-events.js";
import { type RoundProblem, roundProblem } from "./problem.js";

/** A round lasts 1:55 of play (freeze time is not on the event clock, map-events.ts). */
export const ROUND_SECONDS = 115;
/** A planted bomb explodes 40 s later: the round ends then at the latest. */
export const BOMB_SECONDS = 40;
/** Event times are decimals: 60.48 + 40 is 100.47999… in floating point, and 100.48 is on time. */
const EPSILON = 1e-6;

/**
 * rule round-time: every event of a round happens within its length: the plant within 1:55, and
 * everything else within 1:55, or 40 s after the plant when the bomb was planted.
 */
export function roundTime(round: RoundEvent): RoundProblem[] {
  const problems: RoundProblem[] = [];
  const { plant, defuse } = round;
  if (plant && plant.time > ROUND_SECONDS + EPSILON)
    problems.push(
      roundProblem(
        "round-time",
        ["plant", "time"],
        `the plant at ${plant.time} s is after the round's ${ROUND_SECONDS} s`,
        plant.player,
      ),
    );
  const end = plant ? plant.time + BOMB_SECONDS : ROUND_SECONDS;
  const why = plant
    ? `the bomb planted at ${plant.time} s goes off at ${end} s`
    : `the round lasts ${ROUND_SECONDS} s`;
  round.kills.forEach((k, j) => {
    if (k.time > end + EPSILON)
      problems.push(
        roundProblem(
          "round-time",
          ["kills", j, "time"],
          `a kill at ${k.time} s, but ${why}`,
          k.killer ?? k.victim,
        ),
      );
  });
  if (defuse && defuse.time > end + EPSILON)
    problems.push(
      roundProblem(
        "round-time",
        ["defuse", "time"],
        `a defuse at ${defuse.time} s, but ${why}`,
        defuse.player,
      ),
    );
  return problems;
}
