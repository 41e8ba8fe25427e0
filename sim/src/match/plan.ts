import type { RoundEndReason, Side, TeamIndex } from "@fragboard/core";
import {
  isLastOfHalf,
  isOvertimeHalfStart,
  isPistolRound,
  MAPS,
  mapDecided,
  sidesOf,
  tierIndex,
} from "@fragboard/core";
import { Rng } from "../random.js";
import {
  type Buy,
  buyRound,
  freshPurse,
  fullBuyValue,
  OVERTIME_MONEY,
  PISTOL_MONEY,
  type Purse,
  settleRound,
} from "./economy.js";
import type { MapFixture } from "./fixture.js";

/**
 * The round-level outline of a map: sides, buys, who wins each round and how, and how many
 * players of each team die. It is cheap, so the league computes scores and standings from it;
 * `renderMap` later turns each planned round into kills, damage and utility consistent with it.
 */

export type RoundPlan = {
  number: number;
  /** Side of teams[0] and teams[1]. */
  sides: [Side, Side];
  buys: [Buy, Buy];
  winner: 0 | 1;
  reason: RoundEndReason;
  deaths: [number, number];
  planted: boolean;
  /** One of the losing CTs' deaths is the bomb going off. */
  bombDeath: boolean;
};

export type MapPlan = {
  startSides: [Side, Side];
  /** Form of each player on this map, added to his skill: [team][player]. */
  form: [number[], number[]];
  rounds: RoundPlan[];
  score: [number, number];
};

const MAX_ROUNDS = 60;
/** Round-win log-odds per point of team skill difference. */
const SKILL_WEIGHT = 1.6;
/** Round-win log-odds per unit of log equipment ratio (full buy against an eco wins ~9 in 10). */
const EQUIPMENT_WEIGHT = 0.85;
/** Spread of a player's form from map to map; lower tiers are less consistent. */
const FORM_SD = [0.34, 0.3, 0.27, 0.24, 0.21, 0.19];

/** The stream a map's outline draws from; rendering uses its own stream. */
export const planRng = (seed: string, matchId: string) => new Rng(seed, "map", matchId, "plan");

/** Rounds that start with fresh money (and no carried guns): the two pistol rounds and each overtime half. */
export function startingMoney(round: number): number | null {
  if (isPistolRound(round)) return PISTOL_MONEY;
  if (isOvertimeHalfStart(round)) return OVERTIME_MONEY;
  return null;
}

type Ending = Pick<RoundPlan, "reason" | "planted" | "bombDeath"> & {
  loserDeaths: number;
  winnerDeaths: number;
};

/**
 * How a round won by `winner` ends; a lopsided buy costs the winner fewer players. When the
 * round does not end in a wipe, the winners have at least as many players left as the losers:
 * the bomb or the clock decided it, not a last man against a crowd.
 */
function roundEnding(rng: Rng, winner: Side, lopsided: boolean): Ending {
  const winnerDeathWeights = [6, 17, 28, 29, 20];
  let winnerDeaths = rng.weightedIndex(winnerDeathWeights);
  if (lopsided) winnerDeaths = Math.min(winnerDeaths, rng.weightedIndex(winnerDeathWeights));
  const unwiped = (
    reason: RoundEndReason,
    loserDeaths: number,
    planted: boolean,
    bombDeath = false,
  ): Ending => ({
    reason,
    planted,
    bombDeath,
    loserDeaths: loserDeaths + (bombDeath ? 1 : 0),
    winnerDeaths: Math.min(winnerDeaths, loserDeaths),
  });
  if (winner === "T") {
    if (rng.chance(0.33)) {
      // Bomb exploded: some CTs saved or lost the retake, never all of them.
      const loserDeaths = 1 + rng.weightedIndex([8, 22, 35, 35]);
      return unwiped("bomb_exploded", loserDeaths, true, loserDeaths <= 3 && rng.chance(0.05));
    }
    return {
      reason: "elimination",
      planted: rng.chance(0.45),
      bombDeath: false,
      loserDeaths: 5,
      winnerDeaths,
    };
  }
  const reason = rng.weighted<RoundEndReason>([
    ["elimination", 76],
    ["bomb_defused", 14],
    ["time", 10],
  ]);
  if (reason === "elimination")
    return { reason, planted: false, bombDeath: false, loserDeaths: 5, winnerDeaths };
  // A defuse usually follows a retake that killed every T; the rest are ninja defuses.
  if (reason === "bomb_defused")
    return unwiped(reason, rng.chance(0.94) ? 5 : 1 + rng.weightedIndex([20, 30, 30, 20]), true);
  return unwiped(reason, 1 + rng.weightedIndex([20, 30, 30, 20]), false);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function planMap(fixture: MapFixture, seed: string): MapPlan {
  const rng = planRng(seed, fixture.matchId);
  const ctBias = MAPS.find((m) => m.id === fixture.mapName)?.ctBias ?? 0.52;
  const formSd = FORM_SD[tierIndex(fixture.tier)] ?? 0.25;
  const form: [number[], number[]] = [
    fixture.teams[0].players.map(() => rng.normal(0, formSd)),
    fixture.teams[1].players.map(() => rng.normal(0, formSd)),
  ];
  const strengthOf = (team: TeamIndex) =>
    mean(fixture.teams[team].players.map((p, j) => p.skill + (form[team][j] ?? 0)));
  const strength: [number, number] = [strengthOf(0), strengthOf(1)];
  const startSides: [Side, Side] = rng.chance(0.5) ? ["CT", "T"] : ["T", "CT"];
  const purses: [Purse, Purse] = [freshPurse(PISTOL_MONEY), freshPurse(PISTOL_MONEY)];
  const score: [number, number] = [0, 0];
  const rounds: RoundPlan[] = [];

  for (let number = 1; number <= MAX_ROUNDS; number++) {
    const money = startingMoney(number);
    if (money !== null) {
      purses[0] = freshPurse(money);
      purses[1] = freshPurse(money);
    }
    const sides = sidesOf(number, startSides);
    const pistol = isPistolRound(number);
    const last = isLastOfHalf(number);
    const buys: [Buy, Buy] = [
      buyRound(rng, purses[0], sides[0], pistol, last),
      buyRound(rng, purses[1], sides[1], pistol, last),
    ];
    const ct: 0 | 1 = sides[0] === "CT" ? 0 : 1;
    const t: 0 | 1 = ct === 0 ? 1 : 0;
    const relative = (i: TeamIndex) => buys[i].equipmentValue / fullBuyValue(sides[i]);
    const equipment = Math.log(relative(ct) / relative(t));
    const logit =
      Math.log(ctBias / (1 - ctBias)) +
      SKILL_WEIGHT * (strength[ct] - strength[t]) +
      EQUIPMENT_WEIGHT * equipment +
      fixture.teams[ct].mapEdge -
      fixture.teams[t].mapEdge;
    let winner: 0 | 1 = rng.chance(1 / (1 + Math.exp(-logit))) ? ct : t;
    // The 60-round cap of a map: the last possible round goes to the team ahead in that overtime.
    if (number === MAX_ROUNDS) winner = score[0] > score[1] ? 0 : 1;
    const loser = (1 - winner) as 0 | 1;
    const winnerEdge = winner === ct ? equipment : -equipment;
    const ending = roundEnding(rng, sides[winner], winnerEdge > 1.2);
    const deaths: [number, number] = [0, 0];
    deaths[winner] = ending.winnerDeaths;
    deaths[loser] = ending.loserDeaths;
    rounds.push({
      number,
      sides,
      buys,
      winner,
      reason: ending.reason,
      deaths,
      planted: ending.planted,
      bombDeath: ending.bombDeath,
    });
    score[winner]++;
    for (const i of [0, 1] as const) {
      const enemyDeaths = deaths[i === 0 ? 1 : 0];
      settleRound(purses[i], {
        won: i === winner,
        side: sides[i],
        reason: ending.reason,
        planted: ending.planted,
        kills: enemyDeaths - (i === winner && ending.bombDeath ? 1 : 0),
        deaths: deaths[i],
        buy: buys[i],
      });
    }
    if (mapDecided(number, score)) break;
  }
  return { startSides, form, rounds, score };
}
