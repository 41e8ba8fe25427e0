import {
  DEFAULT_PISTOL_VALUE,
  type EconomyType,
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
 */

export const PISTOL_MONEY = PISTOL_ROUND_MONEY;
/** Each overtime half starts with this much, so its rounds are full buys. */
export const OVERTIME_MONEY = 10_000;
const MAX_MONEY = 16_000;
/** Spend per player on a rifle (or an AWP share), kevlar + helmet and utility; the default pistol is free. */
const FULL_BUY: Record<Side, number> = { T: 4800, CT: 5200 };
/** What a survivor still carrying a rifle spends to refresh armour and utility. */
const SURVIVOR_TOP_UP = 900;
/** A survivor keeps a gun worth at least this share of a full buy (a force buy's rifle or SMG). */
const KEPT_GEAR = 0.5;
/** With this share of a full buy's cost a team buys its rifles and skimps on utility. */
const LIGHT_FULL_BUY = 0.62;

export type Purse = {
  /** Average money per player. */
  money: number;
  /** Players who survived the previous round with their gear, and that gear's value each. */
  survivors: number;
  survivorGear: number;
  lossStreak: number;
  /** Won the pistol round: next round is an anti-eco on SMGs and armour, not rifles. */
  antiEco: boolean;
};

export const freshPurse = (money: number): Purse => ({
  money,
  survivors: 0,
  survivorGear: 0,
  lossStreak: 0,
  antiEco: false,
});

export type Buy = { type: EconomyType; equipmentValue: number; gearPerPlayer: number };

/** Economy type from the team's equipment value, the way demo tools label it. */
function classify(equipmentValue: number): EconomyType {
  if (equipmentValue < 5000) return "eco";
  if (equipmentValue < 10_500) return "semi-eco";
  if (equipmentValue < 19_500) return "force";
  return "full";
}

const lossBonus = (streak: number) => Math.min(1400 + 500 * (streak - 1), 3400);

/** Decide what the team buys this round and spend it. */
export function buyRound(rng: Rng, purse: Purse, side: Side, pistolRound: boolean, lastOfHalf: boolean): Buy {
  const jitter = () => rng.float(0.93, 1.07);
  if (pistolRound) {
    const spend = Math.min(purse.money, PISTOL_MONEY) * rng.float(0.7, 1);
    purse.money -= spend;
    const gear = DEFAULT_PISTOL_VALUE + spend;
    // The jitter spreads what players spend, never past the start money (rule equipment).
    const most = 5 * (PISTOL_MONEY + DEFAULT_PISTOL_VALUE);
    return {
      type: "pistol",
      equipmentValue: Math.min(Math.round(5 * gear * jitter()), most),
      gearPerPlayer: gear,
    };
  }
  const full = FULL_BUY[side];
  // Survivors keep a real gun and only top up; a pistol round's pistol is not worth keeping.
  const armed = purse.survivorGear >= KEPT_GEAR * full ? purse.survivors : 0;
  const costOfFull = ((5 - armed) * full + armed * SURVIVOR_TOP_UP) / 5;
  const m = purse.money;
  let spend: number;
  const fullBuy = !purse.antiEco && m >= LIGHT_FULL_BUY * costOfFull;
  if (fullBuy) spend = Math.min(m, costOfFull);
  else if (purse.antiEco) spend = Math.min(m, 3000);
  else if (lastOfHalf) spend = m >= 1000 ? Math.min(m, 3000) : Math.min(m, 300);
  else if (m < 2000) spend = Math.min(m, 300);
  // Saving now still buys a full round next time: semi-eco with armour and a pistol, or eco.
  else if (m - 1000 + lossBonus(purse.lossStreak + 1) >= full) spend = m >= 2800 ? 1000 : 300;
  else spend = Math.min(m, 3000);
  purse.money -= spend;
  const gear = fullBuy ? full + 200 : 200 + spend;
  const kept = armed * Math.max(purse.survivorGear, gear);
  const equipmentValue = Math.round(((5 - armed) * gear + kept) * jitter());
  return { type: classify(equipmentValue), equipmentValue, gearPerPlayer: gear };
}

/** Cost of a full buy on a side: equipment values are compared relative to it. */
export const fullBuyValue = (side: Side) => 5 * (FULL_BUY[side] + 200);

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
  purse.survivorGear = r.buy.gearPerPlayer;
  purse.antiEco = r.won && r.buy.type === "pistol";
}
