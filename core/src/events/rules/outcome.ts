import type { RoundEvent, Side } from "../map-events.js";
import { playersOnSide, type RoundContext, type RoundProblem, roundProblem, sideOf } from "./problem.js";

/**
 * How a round ended agrees with its events: who died, the bomb, and the MVP. Standings count
 * round wins by reason (bomb and defuse wins, eliminations), so these are checked one by one.
 */

const other = (side: Side): Side => (side === "CT" ? "T" : "CT");

/**
 * rule outcome: a planted bomb either explodes (T win) or is defused (CT win; a defused bomb is no
 * T elimination win); without a plant the round ends by elimination or on time (CT win); a side
 * with nobody left does not win, unless both sides fell at once or its bomb explodes.
 */
export function outcomeRule(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const dead = new Set(round.kills.map((k) => k.victim));
  const wiped = (side: Side) => playersOnSide(round, ctx, side).every((id) => dead.has(id));
  const { winner, reason, plant, defuse } = round;
  const loser = other(winner);
  const problem = (path: (string | number)[], message: string) => [roundProblem("outcome", path, message)];

  if (reason === "bomb_exploded" && (winner !== "T" || plant === null || defuse !== null))
    return problem(
      ["reason"],
      "the bomb explodes only after a T plant without a defuse, and the T side wins",
    );
  if (reason === "bomb_defused" && (winner !== "CT" || plant === null || defuse === null))
    return problem(["reason"], "a defuse needs a plant and a defuser, and the CT side wins");
  if (reason === "time" && (winner !== "CT" || plant !== null))
    return problem(["reason"], "the clock runs out only without a plant, and the CT side wins");
  if (defuse !== null && reason !== "bomb_defused")
    return problem(["reason"], `a defused bomb ends the round: it is a CT win by defuse, not ${reason}`);
  if (reason === "elimination" && !wiped(loser))
    return problem(["winner"], `${winner} wins by elimination but a ${loser} player is still alive`);
  if (reason === "elimination" && winner === "CT" && plant !== null)
    return problem(["reason"], "after a plant the CT side wins only by defusing");
  if (winner === "CT" && wiped("CT") && !wiped("T"))
    return problem(["winner"], "every CT player died while a T lives; CT cannot win");
  return [];
}

/** rule bomb: the planter is a living T, the defuser a living CT, and the defuse follows the plant. */
export function bombRule(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const problems: RoundProblem[] = [];
  const diedBy = (id: string, time: number) => round.kills.some((k) => k.victim === id && k.time < time);
  const { plant, defuse } = round;
  if (plant && sideOf(round, ctx, plant.player) !== "T")
    problems.push(
      roundProblem("bomb", ["plant", "player"], "plays CT this round and cannot plant", plant.player),
    );
  else if (plant && diedBy(plant.player, plant.time))
    problems.push(roundProblem("bomb", ["plant", "player"], "died before the plant", plant.player));
  if (defuse && sideOf(round, ctx, defuse.player) !== "CT")
    problems.push(
      roundProblem("bomb", ["defuse", "player"], "plays T this round and cannot defuse", defuse.player),
    );
  else if (defuse && diedBy(defuse.player, defuse.time))
    problems.push(roundProblem("bomb", ["defuse", "player"], "died before the defuse", defuse.player));
  if (plant && defuse && defuse.time < plant.time)
    problems.push(roundProblem("bomb", ["defuse", "time"], "the defuse comes before the plant"));
  return problems;
}

/** rule mvp: the round's MVP is a player of the team that won it. */
export function mvpRule(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  if (round.mvp === null || sideOf(round, ctx, round.mvp) === round.winner) return [];
  return [
    roundProblem(
      "mvp",
      ["mvp"],
      `is the MVP but plays ${other(round.winner)}, the side that lost`,
      round.mvp,
    ),
  ];
}
