import { z } from "zod";

/** The six league tiers, lowest first. Order matters: it is the display and skill order. */
export const TIER_NAMES = ["Recruit", "Prospect", "Contender", "Challenger", "Elite", "Premier"] as const;
export type TierName = (typeof TIER_NAMES)[number];
export const tierNameSchema = z.enum(TIER_NAMES);

/** Players without a tier this season (off-season signups, spectators). */
export const UNRATED = "Unrated";
export const playerTierNameSchema = z.union([tierNameSchema, z.literal(UNRATED)]);
export type PlayerTierName = z.infer<typeof playerTierNameSchema>;

export type TierInfo = {
  name: TierName;
  /** Tailwind hue name, as the league API reports it. */
  color: string;
  /** Hex of the tier colour for charts and badges on a dark background. */
  hex: string;
  /** Team salary cap: the sum of a roster's MMR may not exceed it. */
  mmrCap: number;
  /** MMR band of players placed in the tier. */
  mmrMin: number;
  mmrMax: number;
  /** Standings: the playoff line is drawn after this position (spec 001 §9). */
  playoffLine: number;
};

export const TIERS: readonly TierInfo[] = [
  { name: "Recruit", color: "red", hex: "#ef4444", mmrCap: 6500, mmrMin: 900, mmrMax: 1450, playoffLine: 6 },
  {
    name: "Prospect",
    color: "orange",
    hex: "#f97316",
    mmrCap: 7400,
    mmrMin: 1250,
    mmrMax: 1650,
    playoffLine: 10,
  },
  {
    name: "Contender",
    color: "yellow",
    hex: "#eab308",
    mmrCap: 8300,
    mmrMin: 1450,
    mmrMax: 1850,
    playoffLine: 14,
  },
  {
    name: "Challenger",
    color: "green",
    hex: "#22c55e",
    mmrCap: 9200,
    mmrMin: 1650,
    mmrMax: 2050,
    playoffLine: 10,
  },
  {
    name: "Elite",
    color: "blue",
    hex: "#3b82f6",
    mmrCap: 10100,
    mmrMin: 1850,
    mmrMax: 2250,
    playoffLine: 10,
  },
  {
    name: "Premier",
    color: "purple",
    hex: "#a855f7",
    mmrCap: 11200,
    mmrMin: 2050,
    mmrMax: 2600,
    playoffLine: 4,
  },
];

const byName = new Map(TIERS.map((t) => [t.name, t]));

export function tierInfo(name: TierName): TierInfo {
  const info = byName.get(name);
  if (!info) throw new Error(`unknown tier ${name}`);
  return info;
}

/** 0 for Recruit up to 5 for Premier. */
export function tierIndex(name: TierName): number {
  return TIER_NAMES.indexOf(name);
}
