import type { EconomyType, Side, WeaponName } from "@fragboard/core";
import { weaponCategory } from "@fragboard/core";
import type { Rng } from "../random.js";

/**
 * What each gun costs and hurts, and which guns a player carries for a side and a buy.
 * Figures are close to the game's so that damage events add up the way a demo's do.
 */

type GunProfile = { price: number; damage: number; armorPenetration: number };

const GUNS: Partial<Record<WeaponName, GunProfile>> = {
  "AK-47": { price: 2700, damage: 36, armorPenetration: 0.775 },
  M4A1: { price: 2900, damage: 38, armorPenetration: 0.7 },
  M4A4: { price: 2900, damage: 33, armorPenetration: 0.7 },
  "Galil AR": { price: 1800, damage: 30, armorPenetration: 0.775 },
  FAMAS: { price: 1950, damage: 26, armorPenetration: 0.7 },
  AUG: { price: 3300, damage: 28, armorPenetration: 0.9 },
  "SG 553": { price: 3000, damage: 30, armorPenetration: 1 },
  AWP: { price: 4750, damage: 115, armorPenetration: 0.975 },
  "SSG 08": { price: 1700, damage: 88, armorPenetration: 0.85 },
  G3SG1: { price: 5000, damage: 80, armorPenetration: 0.825 },
  "SCAR-20": { price: 5000, damage: 80, armorPenetration: 0.825 },
  "Desert Eagle": { price: 700, damage: 53, armorPenetration: 0.93 },
  "USP-S": { price: 200, damage: 35, armorPenetration: 0.505 },
  "Glock-18": { price: 200, damage: 30, armorPenetration: 0.47 },
  P2000: { price: 200, damage: 35, armorPenetration: 0.505 },
  P250: { price: 300, damage: 38, armorPenetration: 0.64 },
  "Five-SeveN": { price: 500, damage: 32, armorPenetration: 0.91 },
  "Tec-9": { price: 500, damage: 33, armorPenetration: 0.9 },
  "Dual Berettas": { price: 300, damage: 38, armorPenetration: 0.575 },
  "CZ75 Auto": { price: 500, damage: 31, armorPenetration: 0.776 },
  "R8 Revolver": { price: 600, damage: 86, armorPenetration: 0.93 },
  "MP5-SD": { price: 1500, damage: 27, armorPenetration: 0.625 },
  MP7: { price: 1500, damage: 29, armorPenetration: 0.625 },
  MP9: { price: 1250, damage: 26, armorPenetration: 0.6 },
  "UMP-45": { price: 1200, damage: 35, armorPenetration: 0.65 },
  P90: { price: 2350, damage: 26, armorPenetration: 0.69 },
  "PP-Bizon": { price: 1400, damage: 27, armorPenetration: 0.575 },
  "MAC-10": { price: 1050, damage: 29, armorPenetration: 0.575 },
  // Shotguns: one "hit" stands for the pellets of one shot that landed.
  XM1014: { price: 2000, damage: 60, armorPenetration: 0.8 },
  Nova: { price: 1050, damage: 70, armorPenetration: 0.5 },
  "Sawed-Off": { price: 1100, damage: 80, armorPenetration: 0.75 },
  "MAG-7": { price: 1300, damage: 75, armorPenetration: 0.75 },
  M249: { price: 5200, damage: 32, armorPenetration: 0.8 },
  Negev: { price: 1700, damage: 35, armorPenetration: 0.71 },
  Knife: { price: 0, damage: 65, armorPenetration: 0.85 },
  "Zeus x27": { price: 200, damage: 500, armorPenetration: 1 },
};

export function gunProfile(weapon: WeaponName): GunProfile {
  const profile = GUNS[weapon];
  if (!profile) throw new Error(`${weapon} is not a gun`);
  return profile;
}

const price = (weapon: WeaponName) => gunProfile(weapon).price;

/** Average kill reward of a team on a buy, for the team-level money model. */
export const killRewardFor = (buy: EconomyType) => (buy === "force" ? 550 : buy === "full" ? 280 : 300);

type Table = readonly (readonly [WeaponName, number])[];

const RIFLES: Record<Side, Table> = {
  T: [
    ["AK-47", 95],
    ["SG 553", 2.5],
    ["Galil AR", 2.5],
    ["G3SG1", 0.15],
  ],
  CT: [
    ["M4A1", 80], // stands for the player's own M4 (see draw)
    ["AUG", 8],
    ["FAMAS", 5],
    ["SCAR-20", 0.15],
  ],
};

/** Force buys and the round after a won pistol round: SMGs and armour first, cheap rifles next. */
const FORCE: Record<Side, Table> = {
  T: [
    ["MAC-10", 34],
    ["Galil AR", 20],
    ["UMP-45", 12],
    ["Tec-9", 3],
    ["Desert Eagle", 3],
    ["MP7", 6],
    ["XM1014", 4],
    ["P90", 4],
    ["PP-Bizon", 3],
    ["Sawed-Off", 2],
    ["MP5-SD", 2],
    ["Negev", 1],
  ],
  CT: [
    ["MP9", 36],
    ["FAMAS", 18],
    ["UMP-45", 10],
    ["MP5-SD", 7],
    ["Five-SeveN", 3],
    ["MP7", 6],
    ["MAG-7", 4],
    ["Desert Eagle", 3],
    ["P90", 4],
    ["Nova", 3],
    ["M249", 1],
  ],
};

const UPGRADED_PISTOLS: Record<Side, Table> = {
  T: [
    ["P250", 30],
    ["Desert Eagle", 25],
    ["Tec-9", 25],
    ["Dual Berettas", 9],
    ["R8 Revolver", 3],
    ["CZ75 Auto", 3],
    ["Glock-18", 5],
  ],
  CT: [
    ["P250", 25],
    ["Desert Eagle", 25],
    ["Five-SeveN", 20],
    ["CZ75 Auto", 15],
    ["Dual Berettas", 5],
    ["R8 Revolver", 3],
  ],
};

const PISTOL_ROUND: Record<Side, Table> = {
  T: [
    ["Glock-18", 70],
    ["P250", 12],
    ["Dual Berettas", 8],
    ["Tec-9", 5],
    ["Desert Eagle", 5],
  ],
  CT: [
    ["USP-S", 70], // stands for the player's own default pistol (see draw)
    ["P250", 12],
    ["Five-SeveN", 6],
    ["CZ75 Auto", 5],
    ["Desert Eagle", 7],
  ],
};

export type GunPreferences = { m4: "M4A1" | "M4A4"; ctPistol: "USP-S" | "P2000" };

export type Loadout = { primary: WeaponName; secondary: WeaponName; armor: number };

const defaultPistol = (side: Side, prefs: GunPreferences): WeaponName =>
  side === "T" ? "Glock-18" : prefs.ctPistol;

/** A table's entry as this player holds it: his own M4 and default CT pistol. */
function asHeld(weapon: WeaponName, side: Side, prefs: GunPreferences): WeaponName {
  if (weapon === "M4A1" && side === "CT") return prefs.m4;
  if (weapon === "USP-S" && side === "CT") return prefs.ctPistol;
  return weapon;
}

function draw(rng: Rng, table: Table, side: Side, prefs: GunPreferences): WeaponName {
  return asHeld(rng.weighted(table), side, prefs);
}

/** Kevlar alone, and kevlar with a helmet. */
const KEVLAR = 650;
const KEVLAR_HELMET = 1000;

/** What one player of a team buys with: his share of the team's spend, and whether it bought rifles. */
export type Budget = { buy: EconomyType; money: number; rifles: boolean };

/**
 * Guns of one player for one round, bought with `budget.money` at most: nobody holds a gun he
 * could not pay for (a default pistol is free). `kept` is the primary a survivor carried out of
 * the last round; he keeps it when it is worth more than what he would buy.
 */
export function chooseLoadout(
  rng: Rng,
  side: Side,
  budget: Budget,
  prefs: GunPreferences,
  awper: boolean,
  kept: WeaponName | null,
): Loadout {
  const fallback = defaultPistol(side, prefs);
  const cost = (w: WeaponName) => (w === fallback ? 0 : price(w));
  const pick = (table: Table, most: number): WeaponName | null => {
    const within = table.filter(([w]) => cost(asHeld(w, side, prefs)) <= most);
    return within.length > 0 ? draw(rng, within, side, prefs) : null;
  };
  const { money } = budget;
  let primary: WeaponName = fallback;
  let armor = 0;
  const buyArmor = (chance: number) => {
    if (money - cost(primary) >= KEVLAR && rng.chance(chance)) armor = 100;
  };
  if (budget.rifles || budget.buy === "full") {
    // AWPers hold angles with it on CT; on T most take the AK-47 (a third of all kills is the AK's).
    // Teammates drop the AWPer what his AWP costs beyond his share, when the team's money covers
    // it and a rifle with kevlar and a helmet for each of the other four.
    const rifleMoney = money - KEVLAR;
    const teamRifle = (side === "T" ? price("AK-47") : price("M4A1")) + KEVLAR_HELMET;
    const awpAfforded = 5 * money >= price("AWP") + KEVLAR_HELMET + 4 * teamRifle;
    const awp = awper && awpAfforded && rng.chance(side === "CT" ? 0.8 : 0.3);
    primary = awp ? "AWP" : (pick(RIFLES[side], rifleMoney) ?? pick(FORCE[side], rifleMoney) ?? fallback);
    buyArmor(1);
  } else if (budget.buy === "force") {
    // Armour first, then the best gun the rest buys: an SMG, a cheap rifle or a pistol.
    const gunMoney = money - (money >= KEVLAR_HELMET + 1000 ? KEVLAR_HELMET : KEVLAR);
    const scout = awper && rng.chance(0.35) && price("SSG 08") <= gunMoney;
    primary = scout
      ? "SSG 08"
      : (pick(FORCE[side], gunMoney) ?? pick(UPGRADED_PISTOLS[side], gunMoney) ?? fallback);
    buyArmor(1);
  } else if (budget.buy === "semi-eco") {
    const scout = awper && rng.chance(0.2) && price("SSG 08") <= money;
    primary = scout ? "SSG 08" : (pick(UPGRADED_PISTOLS[side], money) ?? fallback);
    buyArmor(0.75);
  } else if (budget.buy === "eco") {
    // Most keep their default pistol; some buy a better one or kevlar with what they have.
    if (rng.chance(0.35)) primary = pick(UPGRADED_PISTOLS[side], money) ?? fallback;
    buyArmor(0.3);
  } else {
    primary = pick(PISTOL_ROUND[side], money) ?? fallback;
    if (primary === fallback) buyArmor(side === "CT" ? 0.55 : 0.45);
  }
  if (kept && price(kept) > price(primary)) primary = kept;
  const left = money - cost(primary) - (armor > 0 ? KEVLAR : 0);
  const upgradeSecondary =
    (budget.buy === "full" || budget.buy === "force") && left >= 500 && rng.chance(0.2);
  const secondary = upgradeSecondary ? (side === "T" ? "Tec-9" : "Five-SeveN") : fallback;
  return { primary, secondary: weaponCategory(primary) === "pistol" ? primary : secondary, armor };
}

/** How much a weapon class keeps a player's headshot share (snipers hit the body). */
export function headshotFactor(weapon: WeaponName): number {
  if (weapon === "AWP") return 0.3;
  if (weapon === "Desert Eagle" || weapon === "R8 Revolver") return 1.25;
  switch (weaponCategory(weapon)) {
    case "sniper":
      return 0.55;
    case "shotgun":
      return 0.6;
    case "smg":
    case "machine_gun":
      return 0.85;
    case "pistol":
      return 1.12;
    case "rifle":
      return 1;
    default:
      return 0;
  }
}
