import {
  DEFAULT_PISTOL_VALUE,
  type EconomyType,
  lossBonus,
  MAX_MONEY,
  PISTOL_ROUND_MONEY,
  type RoundEndReason,
  type Side,
} from "@fragboard/core";
import { clamp, type Rng } from "../random.js";
import { killRewardFor } from "./arsenal.js";

/**
 * Team-level money model: every player of a team is taken to hold the team's average money.
 * That keeps the round outcome independent of who got the kills, so a map's score can be
 * computed without rendering its events.
 *
 * What a team shows as equipment is what it holds: the default pistols, what it bought this
 * round out of its money, and the gear its survivors carried in (not bought again). Ingest's rule
 * `money` (core/src/events/rules/money.ts) follows the most money a team can have, so every map
 * the simulator makes must pass it with no slack (sim/test/ingest-rules.test.ts).
 */

export const PISTOL_MONEY = PISTOL_ROUND_MONEY;
/** Each overtime half starts with this much, so its rounds are full buys. */
export const OVERTIME_MONEY = 10_000;
/** Spend per player on a rifle (or an AWP share), kevlar + helmet and utility; the default pistol is free. */
const FULL_BUY: Record<Side, number> = { T: 4800, CT: 5200 };
/** What a survivor still carrying a rifle spends to refresh armour and utility. */
const SURVIVOR_TOP_UP = 900;
/** A survivor keeps a gun worth at least this share of a full buy (a force buy's rifle or SMG). */
const KEPT_GEAR = 0.5;
/** With this share of a full buy's cost a team buys its rifles and skimps on utility (and shows only what it bought). */
const LIGHT_FULL_BUY = 0.62;
/** What the winners of a pistol round spend next: an SMG or a cheap rifle, armour and a grenade or two. */
const ANTI_ECO_SPEND = 3000;
/** A half starts as if on one loss (CS:GO since 2018 and CS2): losing a pistol round pays 1,900. */
const HALF_START_STREAK = 1;

export type Purse = {
  /** Average money per player. */
  money: number;
  /** Players who survived the previous round with their gear, and that gear's value each. */
  survivors: number;
  survivorGear: number;
  lossStreak: number;
  /** Won the pistol round: next round is an anti-eco on SMGs and armour, not rifles. */
  antiEco: boolean;
  /** Lost the pistol round: next round is a save with pistols and armour (a force when it can). */
  pistolLoss: boolean;
};

export const freshPurse = (money: number): Purse => ({
  money,
  survivors: 0,
  survivorGear: 0,
  lossStreak: HALF_START_STREAK,
  antiEco: false,
  pistolLoss: false,
});

export type Buy = {
  type: EconomyType;
  equipmentValue: number;
  /** What each player who carried no gun in holds: his default pistol and what he bought. */
  gearPerPlayer: number;
  /** The team bought rifles (a full or light full buy), whatever its value is labelled. */
  rifles: boolean;
};

/** Economy type from the team's equipment value, the way demo tools label it. */
function classify(equipmentValue: number): EconomyType {
  if (equipmentValue < 5000) return "eco";
  if (equipmentValue < 10_500) return "semi-eco";
  if (equipmentValue < 19_500) return "force";
  return "full";
}

/**
 * Decide what the team buys this round and spend it. The spread between teams (`spread`) only
 * ever lowers what a team spends: nobody buys more than the money he has.
 */
export function buyRound(rng: Rng, purse: Purse, side: Side, pistolRound: boolean, lastOfHalf: boolean): Buy {
  const spread = () => rng.float(0.93, 1);
  if (pistolRound) {
    const spend = Math.floor(Math.min(purse.money, PISTOL_MONEY) * rng.float(0.7, 1));
    purse.money -= spend;
    const gear = DEFAULT_PISTOL_VALUE + spend;
    return { type: "pistol", equipmentValue: 5 * gear, gearPerPlayer: gear, rifles: false };
  }
  const full = FULL_BUY[side];
  // Survivors keep a real gun and only top up; a pistol round's pistol is not worth keeping.
  const armed = purse.survivorGear >= KEPT_GEAR * full ? purse.survivors : 0;
  const costOfFull = ((5 - armed) * full + armed * SURVIVOR_TOP_UP) / 5;
  const m = purse.money;
  const fullBuy = !purse.antiEco && !purse.pistolLoss && m >= LIGHT_FULL_BUY * costOfFull;
  let planned: number;
  if (fullBuy) planned = Math.min(m, costOfFull);
  else if (purse.antiEco) planned = Math.min(m, ANTI_ECO_SPEND);
  // After a lost pistol round: a force with a plant's or kills' money, else pistols and kevlar.
  else if (purse.pistolLoss) planned = m >= 2600 && rng.chance(0.35) ? m - 300 : m * rng.float(0.05, 0.4);
  else if (lastOfHalf) planned = m >= 1000 ? Math.min(m, 3000) : Math.min(m, 300);
  else if (m < 2000) planned = Math.min(m, 300);
  // Saving now still buys a full round next time: semi-eco with armour and a pistol, or eco.
  else if (m - 1000 + lossBonus(purse.lossStreak + 1) >= full) planned = m >= 2800 ? 1000 : 300;
  else planned = Math.min(m, 3000);
  const spend = Math.floor(planned * spread());
  purse.money -= spend;
  // On a full buy each survivor tops up (at most 900) and the rest buys the others' gear.
  const topUps = fullBuy ? armed * Math.min(SURVIVOR_TOP_UP, spend) : 0;
  const bought = armed === 5 ? 0 : fullBuy ? (5 * spend - topUps) / (5 - armed) : spend;
  const gear = Math.floor(DEFAULT_PISTOL_VALUE + bought);
  // Survivors show the gear they carried in; on a full buy their top-up refreshes what they used.
  const equipmentValue = (5 - armed) * gear + armed * Math.floor(purse.survivorGear);
  return { type: classify(equipmentValue), equipmentValue, gearPerPlayer: gear, rifles: fullBuy };
}

/** Cost of a full buy on a side: equipment values are compared relative to it. */
export const fullBuyValue = (side: Side) => 5 * (FULL_BUY[side] + DEFAULT_PISTOL_VALUE);

export type RoundSettlement = {
  won: boolean;
  side: Side;
  reason: RoundEndReason;
  planted: boolean;
  kills: number;
  deaths: number;
  buy: Buy;
};

/** Pay round rewards and remember what the survivors carry into the next round. */
export function settleRound(purse: Purse, r: RoundSettlement): void {
  const bombWin =
    (r.side === "T" && r.reason === "bomb_exploded") || (r.side === "CT" && r.reason === "bomb_defused");
  if (r.won) {
    purse.money += bombWin ? 3500 : 3250;
    purse.lossStreak = Math.max(purse.lossStreak - 1, 0);
  } else {
    purse.lossStreak = Math.min(purse.lossStreak + 1, 5);
    purse.money += lossBonus(purse.lossStreak) + (r.side === "T" && r.planted ? 800 : 0);
  }
  purse.money = clamp(purse.money + (r.kills * killRewardFor(r.buy.type)) / 5, 0, MAX_MONEY);
  purse.survivors = 5 - r.deaths;
  // Team level: a survivor carries the team's average gear of the round.
  purse.survivorGear = r.buy.equipmentValue / 5;
  purse.antiEco = r.won && r.buy.type === "pistol";
  purse.pistolLoss = !r.won && r.buy.type === "pistol";
}
