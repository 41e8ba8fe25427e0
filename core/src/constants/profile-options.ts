import type { WeaponName } from "./weapons.js";

/** Option sets of the profile editor (spec 000 §3, docs/api.md#profile). The favourite map set is PROFILE_MAPS. */
export const AGE_OPTIONS = ["16-20", "21-23", "24-26", "27-29", "30-35", "36+"] as const;
export const REGION_OPTIONS = ["US-East", "US-West", "US-Central", "EU", "Other"] as const;
export const ASPECT_RATIO_OPTIONS = ["4:3", "16:9", "16:10", "Other???"] as const;
export const IGL_EXPERIENCE_OPTIONS = ["0", "1", "2", "3+"] as const;

export const FAVORITE_WEAPONS = [
  "AK-47",
  "M4A4",
  "M4A1",
  "AWP",
  "SSG 08",
  "Galil AR",
  "FAMAS",
  "AUG",
  "SG 553",
  "Desert Eagle",
  "USP-S",
  "Glock-18",
  "P2000",
  "P250",
  "Five-SeveN",
  "Tec-9",
  "CZ75 Auto",
  "R8 Revolver",
  "MP9",
  "MAC-10",
  "MP7",
  "UMP-45",
  "P90",
  "Nova",
  "XM1014",
  "Knife",
  "Zeus x27",
] as const satisfies readonly WeaponName[];

/** Novelty playstyles a player may call their favourite role; unrelated to the computed ROLES. */
export const PLAYSTYLES = [
  "Entry",
  "Support",
  "Lurker",
  "IGL",
  "Anchor",
  "AWPer",
  "Rifler",
  "Playmaker",
  "Rotator",
  "Flex",
  "Clutcher",
  "Baiter",
  "Exit Fragger",
  "Eco Fragger",
  "Utility Nerd",
] as const;

/** Text limits of the editor; league details (read-only inputs) cap at 255 like the socials URLs. */
export const PROFILE_LIMITS = {
  bio: 1000,
  shortText: 64,
  url: 255,
  maxDpi: 100_000,
} as const;
