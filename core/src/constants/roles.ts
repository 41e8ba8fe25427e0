import { z } from "zod";

/** Order matters: on equal scores the earlier role wins (docs/rules.md#role). */
export const ROLES = ["AWPER", "ENTRY", "FRAGGER", "RIFLER", "SUPPORT"] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const ROLE_LABELS: Record<Role, string> = {
  AWPER: "AWPer",
  ENTRY: "Entry",
  FRAGGER: "Fragger",
  RIFLER: "Rifler",
  SUPPORT: "Support",
};

/** Caps that normalise each role score to 0..1 (spec 000 §4). */
export const ROLE_CAPS = { awpR: 0.4, entry: 1, multiR: 1.3, adr: 230, support: 57 } as const;

/** Under this many maps a player is a RIFLER and unranked. */
export const MIN_GAMES_FOR_ROLE = 3;
