import { type WeaponName, weaponCategory } from "../../constants/weapons.js";
import { isOvertimeHalfStart, isPistolRound } from "../format.js";
import type { MapEvents, RoundEvent } from "../map-events.js";
import { DEFAULT_PISTOL_VALUE, MAX_LOADOUT_VALUE, PISTOL_ROUND_MONEY } from "./economy.js";
import { type MapProblem, mapProblem } from "./problem.js";
import { lineupsOf } from "./roster.js";

/**
 * The money of a map followed round by round (docs/stats.md#rules-of-a-played-map, rule `money`).
 * A map gives each team's equipment value per round, not its money, so the rule follows the most
 * money each team can have: every amount below is the largest the game's money rules pay
 * (Counter-Strike Wiki, Money), so a real map always stays within it, and a team that shows more
 * equipment than its money and the gear its survivors kept could buy is refused. Team level: money
 * can be dropped between teammates, so only the team's total is bounded.
 */

/** Most money one player can hold. */
export const MAX_MONEY = 16_000;
/** Each overtime half starts with this much each (CS2's MR3 overtime start money; the simulator gives 10,000). */
export const OVERTIME_MONEY = 12_500;
/** The most a round win pays each player (a bomb win; an elimination or time win pays 3,250). */
export const MAX_WIN_REWARD = 3_500;
/** Loss bonus: 1,400 and 500 more per loss in a row, at most 3,400. */
const LOSS_BONUS_BASE = 1_400;
const LOSS_BONUS_STEP = 500;
const MAX_LOSS_BONUS = 3_400;
/** Each T's bonus when the bomb was planted in a round the Ts lost. */
const PLANT_LOSS_BONUS = 800;
/** The planter's and the defuser's own reward. */
const OBJECTIVE_REWARD = 300;

/**
 * The most a kill with this weapon pays: knife 1,500, shotguns 900, every other gun 600 (SMGs pay
 * 600; rifles, pistols and grenades 300, the AWP 100: 600 bounds them all), the world nothing.
 */
export function maxKillReward(weapon: WeaponName): number {
  const category = weaponCategory(weapon);
  if (category === "world") return 0;
  if (category === "melee") return 1_500;
  if (category === "shotgun") return 900;
  return 600;
}

/**
 * The loss bonus at a level of the counter (1,400 at 1, 500 more a level, at most 3,400). The
 * rule keeps its counter at least as high as the game's: it starts each half at 1, so a pistol
 * round lost pays 1,900 (the game's since 2018: a half starts as if on one loss), a loss raises
 * it (at most 5), a win lowers it by one (never below 1). The simulator pays by the same table.
 */
export const lossBonus = (level: number) =>
  Math.min(LOSS_BONUS_BASE + LOSS_BONUS_STEP * (level - 1), MAX_LOSS_BONUS);

type Purse = { money: number; carried: number; level: number };

/** How a round ended for each team: rewards earned and players left standing. */
function settle(round: RoundEvent, lineups: [string[], string[]], team: 0 | 1) {
  const own = new Set(lineups[team]);
  const side = round.sides[team];
  const won = round.winner === side;
  const dead = new Set(round.kills.filter((k) => own.has(k.victim)).map((k) => k.victim));
  const killRewards = round.kills
    .filter((k) => k.killer !== null && own.has(k.killer) && !own.has(k.victim))
    .reduce((sum, k) => sum + maxKillReward(k.weapon), 0);
  const objective =
    (round.plant && own.has(round.plant.player) ? OBJECTIVE_REWARD : 0) +
    (round.defuse && own.has(round.defuse.player) ? OBJECTIVE_REWARD : 0);
  return {
    won,
    planted: side === "T" && round.plant !== null,
    survivors: Math.max(0, own.size - dead.size),
    rewards: killRewards + objective,
  };
}

/**
 * rule money: each team's equipment value within what it could have: at most the gear its
 * survivors of the previous round kept (a full loadout each), plus its money, plus a default
 * pistol each; where the money starts each half (800, overtime 12,500 each), is paid by the
 * round's result and kills, never exceeds 16,000 a player and goes down by what the team must
 * have spent.
 */
export function moneyRule(map: MapEvents): MapProblem[] {
  const problems: MapProblem[] = [];
  const purses: [Purse, Purse] = [
    { money: 0, carried: 0, level: 1 },
    { money: 0, carried: 0, level: 1 },
  ];
  let previous: [string[], string[]] | null = null;
  map.rounds.forEach((round, i) => {
    const number = i + 1;
    const lineups = lineupsOf(map, round);
    const fresh = isPistolRound(number)
      ? PISTOL_ROUND_MONEY
      : isOvertimeHalfStart(number)
        ? OVERTIME_MONEY
        : null;
    ([0, 1] as const).forEach((t) => {
      const purse = purses[t];
      const players = lineups[t].length;
      if (fresh !== null) {
        purse.money = players * fresh;
        purse.carried = 0;
        purse.level = 1;
      } else if (previous) {
        // A player who joins (a substitute) may bring money of his own: as much as one can hold.
        const joined = lineups[t].filter((id) => !previous?.[t].includes(id)).length;
        purse.money = Math.min(purse.money + joined * MAX_MONEY, players * MAX_MONEY);
      }
      const value = round.economy[t].equipmentValue;
      const free = players * DEFAULT_PISTOL_VALUE;
      const most = purse.carried + purse.money + free;
      // Above a full loadout each is the equipment rule's; a pistol round's bound is its own too.
      const judged = fresh === null && value <= players * MAX_LOADOUT_VALUE;
      if (judged && value > most)
        problems.push(
          mapProblem(
            "money",
            ["rounds", i, "economy", t, "equipmentValue"],
            `${value} of equipment is more than the ${most} the team can hold: ${purse.money} money, ${purse.carried} of gear kept by survivors, ${free} of default pistols`,
            { round: number },
          ),
        );
      // What it must have spent, at least: the value it shows beyond the most it could hold
      // without buying (its survivors' gear, which they carried in and did not buy, and the pistols).
      const spent = Math.max(0, value - purse.carried - free);
      purse.money = Math.max(0, purse.money - spent);
    });
    ([0, 1] as const).forEach((t) => {
      const purse = purses[t];
      const players = lineups[t].length;
      const end = settle(round, lineups, t);
      let paid = end.rewards;
      if (end.won) {
        paid += players * MAX_WIN_REWARD;
        purse.level = Math.max(purse.level - 1, 1);
      } else {
        purse.level = Math.min(purse.level + 1, 5);
        paid += players * (lossBonus(purse.level) + (end.planted ? PLANT_LOSS_BONUS : 0));
      }
      purse.money = Math.min(purse.money + paid, players * MAX_MONEY);
      purse.carried = end.survivors * MAX_LOADOUT_VALUE;
    });
    previous = lineups;
  });
  return problems;
}
