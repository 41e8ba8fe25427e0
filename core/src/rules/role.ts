import { z } from "zod";
import { MIN_GAMES_FOR_ROLE, ROLE_CAPS, ROLES, type Role } from "../constants/roles.js";
import type { SeasonStats } from "../stats/shapes.js";
import { clamp } from "./numbers.js";

/** Role determination and role radar (docs/rules.md#role). */

type RoleInputs = Pick<
  SeasonStats,
  "gameCount" | "awpR" | "odr" | "odaR" | "multiR" | "adr" | "suppR" | "suppXR"
>;

/** Opening success × attempts is small; ×3 brings a busy entry fragger near the top of the scale. */
const ENTRY_SCALE = 3;
/** Support rounds are a fraction per round; ×12 puts them on the scale of support damage per round. */
const SUPPORT_ROUND_WEIGHT = 12;

const supportValue = (s: RoleInputs) => SUPPORT_ROUND_WEIGHT * s.suppR + s.suppXR;
const entryValue = (s: RoleInputs) => s.odr * s.odaR;

/**
 * The raw value each role is scored on, in ROLES order: AWP kills, opening duels won × taken,
 * multi-kill rounds and support per round, and ADR (also what similar players compare).
 */
export function roleFeatureValues(stats: RoleInputs): Record<Role, number> {
  return {
    AWPER: stats.awpR,
    ENTRY: entryValue(stats),
    FRAGGER: stats.multiR,
    RIFLER: stats.adr,
    SUPPORT: supportValue(stats),
  };
}

/** Each role's score in 0..1, normalised by its cap. */
export function roleScores(stats: RoleInputs): Record<Role, number> {
  const scaled = (value: number, cap: number) => clamp(value, 0, cap) / cap;
  const raw = roleFeatureValues(stats);
  return {
    AWPER: scaled(raw.AWPER, ROLE_CAPS.awpR),
    ENTRY: scaled(raw.ENTRY * ENTRY_SCALE, ROLE_CAPS.entry),
    FRAGGER: scaled(raw.FRAGGER, ROLE_CAPS.multiR),
    RIFLER: scaled(raw.RIFLER, ROLE_CAPS.adr),
    SUPPORT: scaled(raw.SUPPORT, ROLE_CAPS.support),
  };
}

/**
 * The player's role: the highest score, earlier role in ROLES on ties; "" when every score is 0.
 * Without stats or under MIN_GAMES_FOR_ROLE maps a player is a RIFLER.
 */
export function playerRole(stats: RoleInputs | undefined): Role | "" {
  if (!stats || stats.gameCount < MIN_GAMES_FOR_ROLE) return "RIFLER";
  const scores = roleScores(stats);
  let best: Role | "" = "";
  let bestScore = 0;
  for (const role of ROLES) {
    if (scores[role] > bestScore) {
      best = role;
      bestScore = scores[role];
    }
  }
  return best;
}

/**
 * The role label shown for a player: a configured novelty label for his steam id (admin-edited
 * configuration, docs/api.md#config), else the computed role.
 */
export function displayedRole(
  player: { steam64Id: string; stats: RoleInputs | undefined },
  noveltyRoles: ReadonlyMap<string, string>,
): string {
  return noveltyRoles.get(player.steam64Id) ?? playerRole(player.stats);
}

/** Display multiplier of the role radar: stretches typical values towards the axis ends. */
const RADAR_MULTIPLIER = 1.5;
/** The radar's entry value uses ×2 (not the role rule's ×3) before the display multiplier. */
const RADAR_ENTRY_SCALE = 2;

/** Radar axes: each value is clamped to [0, clampMax]; the axis is drawn up to axisMax. */
export const ROLE_RADAR_AXES: Record<Role, { clampMax: number; axisMax: number }> = {
  AWPER: { clampMax: 0.55, axisMax: 0.55 },
  ENTRY: { clampMax: 1, axisMax: 0.95 },
  FRAGGER: { clampMax: 1.35, axisMax: 1.35 },
  RIFLER: { clampMax: 230, axisMax: 230 },
  SUPPORT: { clampMax: 54, axisMax: 54 },
};

export const roleRadarSchema = z.object({
  AWPER: z.number(),
  ENTRY: z.number(),
  FRAGGER: z.number(),
  RIFLER: z.number(),
  SUPPORT: z.number(),
});
export type RoleRadar = z.infer<typeof roleRadarSchema>;

/** Role radar values of a stat line (display only; the role itself comes from `playerRole`). */
export function roleRadar(stats: RoleInputs): RoleRadar {
  const features = roleFeatureValues(stats);
  const raw: Record<Role, number> = { ...features, ENTRY: features.ENTRY * RADAR_ENTRY_SCALE };
  const radar = {} as RoleRadar;
  for (const role of ROLES)
    radar[role] = clamp(raw[role] * RADAR_MULTIPLIER, 0, ROLE_RADAR_AXES[role].clampMax);
  return radar;
}
