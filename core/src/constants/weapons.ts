import { z } from "zod";

export const WEAPON_CATEGORIES = [
  "melee",
  "rifle",
  "smg",
  "sniper",
  "shotgun",
  "pistol",
  "grenade",
  "machine_gun",
  "world",
] as const;
export type WeaponCategory = (typeof WEAPON_CATEGORIES)[number];

/** Display names (docs/stats.md#weapons) with their category. "C4" is the bomb: a world kill. */
export const WEAPONS = {
  "Zeus x27": "melee",
  Knife: "melee",
  "AK-47": "rifle",
  M4A1: "rifle",
  M4A4: "rifle",
  "Galil AR": "rifle",
  FAMAS: "rifle",
  AUG: "rifle",
  "SG 553": "rifle",
  AWP: "sniper",
  "SSG 08": "sniper",
  G3SG1: "sniper",
  "SCAR-20": "sniper",
  "Desert Eagle": "pistol",
  "USP-S": "pistol",
  "Glock-18": "pistol",
  P2000: "pistol",
  P250: "pistol",
  "Five-SeveN": "pistol",
  "Tec-9": "pistol",
  "Dual Berettas": "pistol",
  "CZ75 Auto": "pistol",
  "R8 Revolver": "pistol",
  "MP5-SD": "smg",
  MP7: "smg",
  MP9: "smg",
  "UMP-45": "smg",
  P90: "smg",
  "PP-Bizon": "smg",
  "MAC-10": "smg",
  XM1014: "shotgun",
  Nova: "shotgun",
  "Sawed-Off": "shotgun",
  "MAG-7": "shotgun",
  M249: "machine_gun",
  Negev: "machine_gun",
  "HE Grenade": "grenade",
  "Incendiary Grenade": "grenade",
  Molotov: "grenade",
  Flashbang: "grenade",
  "Smoke Grenade": "grenade",
  Decoy: "grenade",
  World: "world",
  C4: "world",
} as const satisfies Record<string, WeaponCategory>;

export type WeaponName = keyof typeof WEAPONS;
export const WEAPON_NAMES = Object.keys(WEAPONS) as WeaponName[];
export const weaponNameSchema = z.enum(WEAPON_NAMES as [WeaponName, ...WeaponName[]]);

export const weaponCategory = (name: WeaponName): WeaponCategory => WEAPONS[name];

/** Grenades whose damage counts as utility damage (HE + fire). */
export const UTILITY_DAMAGE_WEAPONS: readonly WeaponName[] = ["HE Grenade", "Incendiary Grenade", "Molotov"];

/** The fixed list of weapon leaderboards (docs/rules.md#leaderboards). */
export const WEAPON_LEADERBOARD = [
  "Zeus x27",
  "Knife",
  "AK-47",
  "M4A1",
  "M4A4",
  "Galil AR",
  "FAMAS",
  "AUG",
  "SG 553",
  "AWP",
  "SSG 08",
  "Desert Eagle",
  "USP-S",
  "Glock-18",
  "P2000",
  "P250",
  "Five-SeveN",
  "Tec-9",
  "Dual Berettas",
  "CZ75 Auto",
  "R8 Revolver",
  "MP5-SD",
  "MP7",
  "MP9",
  "UMP-45",
  "P90",
  "PP-Bizon",
  "XM1014",
  "Nova",
  "Sawed-Off",
  "MAG-7",
  "MAC-10",
  "M249",
  "Negev",
  "G3SG1",
  "Incendiary Grenade",
  "Molotov",
  "HE Grenade",
  "Flashbang",
] as const satisfies readonly WeaponName[];

export const GRENADE_TYPES = ["HE", "Molotov", "Incendiary", "Flashbang", "Smoke", "Decoy"] as const;
export type GrenadeType = (typeof GRENADE_TYPES)[number];
export const grenadeTypeSchema = z.enum(GRENADE_TYPES);

/** The grenade a kill with this weapon was thrown as (a grenade kill needs that throw). */
export const GRENADE_OF_WEAPON: Partial<Record<WeaponName, GrenadeType>> = {
  "HE Grenade": "HE",
  Molotov: "Molotov",
  "Incendiary Grenade": "Incendiary",
  Flashbang: "Flashbang",
  "Smoke Grenade": "Smoke",
  Decoy: "Decoy",
};
