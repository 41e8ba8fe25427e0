import { COMPETITIVE_MAPS } from "../../constants/maps.js";
import { mapDecided, sidesOf } from "../format.js";
import type { MapEvents } from "../map-events.js";
import { type MapProblem, mapProblem } from "./problem.js";

/**
 * The format of a map (events/format.ts): rounds in order, sides by the half, and a score a real
 * map can end on. Standings and ratings read the score, so an impossible one is never stored.
 */

/** rule round-numbers: rounds are numbered 1, 2, 3… in the order they were played. */
export function roundNumbers(map: MapEvents): MapProblem[] {
  return map.rounds.flatMap((round, i) =>
    round.number === i + 1
      ? []
      : [
          mapProblem("round-numbers", ["rounds", i, "number"], `is numbered ${round.number}`, {
            round: i + 1,
          }),
        ],
  );
}

/**
 * rule sides: the teams start on opposite sides, and each round is played on the sides the format
 * gives (swap at half time, overtime on the second half's sides, swap at each overtime half).
 */
export function sidesRule(map: MapEvents): MapProblem[] {
  const start = [map.teams[0].startSide, map.teams[1].startSide] as const;
  if (start[0] === start[1])
    return [mapProblem("sides", ["teams", 1, "startSide"], "both teams start on the same side")];
  return map.rounds.flatMap((round, i) => {
    const expected = sidesOf(i + 1, start);
    return round.sides[0] === expected[0] && round.sides[1] === expected[1]
      ? []
      : [
          mapProblem(
            "sides",
            ["rounds", i, "sides"],
            `is played on ${round.sides.join("/")} but the format puts the teams on ${expected.join("/")}`,
            { round: i + 1 },
          ),
        ];
  });
}

/**
 * rule final-score: no round is played after the map is decided (13 in regulation, 4 of an
 * overtime period's 6), and the map ends decided: 13-11 is a final score, 13-12 or 12-10 is not.
 */
export function finalScore(map: MapEvents): MapProblem[] {
  const score: [number, number] = [0, 0];
  for (let i = 0; i < map.rounds.length; i++) {
    const round = map.rounds[i];
    if (round === undefined) break;
    score[round.sides[0] === round.winner ? 0 : 1]++;
    if (mapDecided(i + 1, score) && i + 1 < map.rounds.length)
      return [
        mapProblem(
          "final-score",
          ["rounds", i + 1],
          `is played after the map was decided ${score[0]}-${score[1]} in round ${i + 1}`,
          { round: i + 2 },
        ),
      ];
  }
  return mapDecided(map.rounds.length, score)
    ? []
    : [
        mapProblem(
          "final-score",
          ["rounds"],
          `the map ends ${score[0]}-${score[1]} after ${map.rounds.length} rounds: a real map ends when a team reaches 13 (MR12), or wins an overtime period 4 of 6 (MR3)`,
        ),
      ];
}

/** rule map-pool: the map is one of the league's competitive pool. */
export function mapPool(map: MapEvents): MapProblem[] {
  return COMPETITIVE_MAPS.includes(map.mapName)
    ? []
    : [
        mapProblem(
          "map-pool",
          ["mapName"],
          `${map.mapName} is not in the map pool (${COMPETITIVE_MAPS.join(", ")})`,
        ),
      ];
}
