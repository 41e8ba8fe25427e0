import { z } from "zod";
import { HITGROUPS } from "../constants/hitgroups.js";
import { weaponNameSchema } from "../constants/weapons.js";
import { hitsSchema } from "../events/stored-map.js";
import type { RatingCounts } from "./rating.js";
import { TRACKED_OBJECT_KEYS } from "./shapes.js";

/**
 * The additive part of a per-map line: every raw count a season aggregate or extended stats need.
 * Summing the counters of many lines and then dividing gives exactly what one pass over all the
 * maps would, which is what makes the incremental update equal a full recompute.
 */

const count = z.number().int().min(0);
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Counted per side because ctRating/TRating, entries and pistol averages are side figures. */
export const SIDE_COUNTER_KEYS = [
  "rounds",
  "kills",
  "deaths",
  "k1",
  "k2",
  "k3",
  "k4",
  "k5",
  /** Opening kills / opening deaths. */
  "ok",
  "ol",
  "pistolRounds",
  "pistolKills",
] as const;
export const sideCountersSchema = countsOf(SIDE_COUNTER_KEYS);
export type SideCounters = z.infer<typeof sideCountersSchema>;

export const CHICKEN_HOWS = ["shot", "stabbed", "exploded", "roasted"] as const;
export const FLASH_KINDS = ["enemy", "team", "self"] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];

/** Blind events caused and their total duration in whole milliseconds (integers add up exactly). */
const flashCountersSchema = countsOf(["count", "ms"] as const);

export const COUNT_KEYS = [
  // Scoreboard counts (STATS.md "Per-map lines").
  "rounds",
  "kills",
  "assists",
  "deaths",
  "damage",
  /** Headshot kills. */
  "hs",
  "utilDmg",
  /** Enemies blinded >= 1.0 s. */
  "ef",
  "FAss",
  "RF",
  "RA",
  "ok",
  "ol",
  "cl_1",
  "cl_2",
  "cl_3",
  "cl_4",
  "cl_5",
  // Raw counts behind the season rates.
  "kastRounds",
  "survivedRounds",
  /** Survived a round his team lost. */
  "savedRounds",
  /** An assist or flash assist and no kill. */
  "supportRounds",
  "supportDamage",
  "tradeKills",
  "tradedDeaths",
  /** Sum of his place in his team's death order over the rounds he died in (adp = sum / deaths). */
  "deathPositionSum",
  "grenadesThrown",
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

export const lineCountersSchema = z.object({
  ...countsOf(COUNT_KEYS).shape,
  sides: z.object({ CT: sideCountersSchema, T: sideCountersSchema }),
  flashes: z.object({ enemy: flashCountersSchema, team: flashCountersSchema, self: flashCountersSchema }),
  chickens: countsOf(CHICKEN_HOWS),
  tracked: countsOf(TRACKED_OBJECT_KEYS),
  /** Kills by weapon display name; sparse. */
  weaponKills: z.partialRecord(weaponNameSchema, count),
  hits: hitsSchema,
});
export type LineCounters = z.infer<typeof lineCountersSchema>;

export const LINE_COUNTER_KEYS = Object.keys(lineCountersSchema.shape) as (keyof LineCounters)[];

export function emptyCounters(): LineCounters {
  return {
    ...zeros(COUNT_KEYS),
    sides: { CT: zeros(SIDE_COUNTER_KEYS), T: zeros(SIDE_COUNTER_KEYS) },
    flashes: { enemy: { count: 0, ms: 0 }, team: { count: 0, ms: 0 }, self: { count: 0, ms: 0 } },
    chickens: zeros(CHICKEN_HOWS),
    tracked: zeros(TRACKED_OBJECT_KEYS),
    weaponKills: {},
    hits: zeros(HITGROUPS),
  };
}

type Tree = { [key: string]: number | Tree | undefined };

function addTree(target: Tree, source: Tree): void {
  for (const key of Object.keys(source)) {
    const s = source[key];
    if (typeof s === "number") target[key] = ((target[key] as number | undefined) ?? 0) + s;
    else if (s !== undefined) addTree((target[key] ??= {}) as Tree, s);
  }
}

/** Adds the counters of `source` into `target` (sparse weapon records merge by key). */
export function addCounters(target: LineCounters, source: LineCounters): void {
  for (const key of LINE_COUNTER_KEYS) {
    const s = source[key];
    if (typeof s === "number") (target as Record<string, unknown>)[key] = (target[key] as number) + s;
    else addTree(target[key] as Tree, s as Tree);
  }
}

/** Both sides together, as rating counts. */
export function bothSides(sides: LineCounters["sides"]): RatingCounts {
  const { CT, T } = sides;
  return {
    rounds: CT.rounds + T.rounds,
    kills: CT.kills + T.kills,
    deaths: CT.deaths + T.deaths,
    k1: CT.k1 + T.k1,
    k2: CT.k2 + T.k2,
    k3: CT.k3 + T.k3,
    k4: CT.k4 + T.k4,
    k5: CT.k5 + T.k5,
  };
}
