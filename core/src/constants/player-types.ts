import { z } from "zod";

export const PLAYER_TYPES = [
  "SIGNED",
  "FREE_AGENT",
  "DRAFT_ELIGIBLE",
  "PERMANENT_FREE_AGENT",
  "SPECTATOR",
  "INACTIVE_RESERVE",
  "SIGNED_SUBBED",
  "TEMPSIGNED",
  "PERMFA_TEMP_SIGNED",
  "UNROSTERED_GM",
  "UNROSTERED_AGM",
  "INACTIVE",
  "SIGNED_PROMOTED",
  "EXPIRED",
] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];
export const playerTypeSchema = z.enum(PLAYER_TYPES);
