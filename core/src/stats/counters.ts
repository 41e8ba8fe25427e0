import { z } from "zod";
import { weaponNameSchema } from "../constants/weapons.js";
import { type Hits, hitsSchema } from "../events/stored-map.js";
import type { RatingCounts } from "./metrics.js";
import { TRACKED_OBJECT_KEYS } from "./shapes.js";

/**
 * The additive part of a per-map line: every raw count a season aggregate or extended stats need.
 * Summing the counters of many lines and then dividing gives exactly what one pass over all the
 * maps would, which is what makes the incremental update equal a full recompute.
 */

const count = z.number().int().min(0);
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

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

/** Blind events caused and their total duration in whole milliseconds (integers add up exactly). */
const flashCountersSchema = countsOf(["count", "ms"] as const);

const COUNT_KEYS = [
  // Scoreboard counts (docs/stats.md#per-map-lines).
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
export type FlashKind = keyof LineCounters["flashes"];

// Zeros are written out as literals, not built from the key lists: they are created per player per
// round, and literal objects keep V8's fast property layout (the types still check every key).

export const emptyHits = (): Hits => ({
  Head: 0,
  Neck: 0,
  Chest: 0,
  Stomach: 0,
  LeftArm: 0,
  RightArm: 0,
  LeftLeg: 0,
  RightLeg: 0,
  Generic: 0,
});

const emptySide = (): SideCounters => ({
  rounds: 0,
  kills: 0,
  deaths: 0,
  k1: 0,
  k2: 0,
  k3: 0,
  k4: 0,
  k5: 0,
  ok: 0,
  ol: 0,
  pistolRounds: 0,
  pistolKills: 0,
});

export function emptyCounters(): LineCounters {
  return {
    rounds: 0,
    kills: 0,
    assists: 0,
    deaths: 0,
    damage: 0,
    hs: 0,
    utilDmg: 0,
    ef: 0,
    FAss: 0,
    RF: 0,
    RA: 0,
    ok: 0,
    ol: 0,
    cl_1: 0,
    cl_2: 0,
    cl_3: 0,
    cl_4: 0,
    cl_5: 0,
    kastRounds: 0,
    survivedRounds: 0,
    savedRounds: 0,
    supportRounds: 0,
    supportDamage: 0,
    tradeKills: 0,
    tradedDeaths: 0,
    deathPositionSum: 0,
    grenadesThrown: 0,
    sides: { CT: emptySide(), T: emptySide() },
    flashes: { enemy: { count: 0, ms: 0 }, team: { count: 0, ms: 0 }, self: { count: 0, ms: 0 } },
    chickens: { shot: 0, stabbed: 0, exploded: 0, roasted: 0 },
    tracked: {
      selfKills: 0,
      wallBangKills: 0,
      noScopesKills: 0,
      airborneKills: 0,
      blindedKills: 0,
      smokeKills: 0,
      diedToBomb: 0,
      bombsDefused: 0,
      bombsPlanted: 0,
      ninjaDefuses: 0,
      mvpCount: 0,
      teamKills: 0,
    },
    weaponKills: {},
    hits: emptyHits(),
  };
}

// The sums are written out key by key, like the zeros above: a season recompute adds ~30,000 lines
// twice, and property access by a variable key over these objects was 6x slower (its largest cost).
// counters.test.ts checks that every key of the schema is summed.

function addSide(t: SideCounters, s: SideCounters): void {
  t.rounds += s.rounds;
  t.kills += s.kills;
  t.deaths += s.deaths;
  t.k1 += s.k1;
  t.k2 += s.k2;
  t.k3 += s.k3;
  t.k4 += s.k4;
  t.k5 += s.k5;
  t.ok += s.ok;
  t.ol += s.ol;
  t.pistolRounds += s.pistolRounds;
  t.pistolKills += s.pistolKills;
}

function addFlash(t: LineCounters["flashes"]["enemy"], s: LineCounters["flashes"]["enemy"]): void {
  t.count += s.count;
  t.ms += s.ms;
}

/** Adds the counters of `source` into `target` (sparse weapon records merge by key). */
export function addCounters(t: LineCounters, s: LineCounters): void {
  t.rounds += s.rounds;
  t.kills += s.kills;
  t.assists += s.assists;
  t.deaths += s.deaths;
  t.damage += s.damage;
  t.hs += s.hs;
  t.utilDmg += s.utilDmg;
  t.ef += s.ef;
  t.FAss += s.FAss;
  t.RF += s.RF;
  t.RA += s.RA;
  t.ok += s.ok;
  t.ol += s.ol;
  t.cl_1 += s.cl_1;
  t.cl_2 += s.cl_2;
  t.cl_3 += s.cl_3;
  t.cl_4 += s.cl_4;
  t.cl_5 += s.cl_5;
  t.kastRounds += s.kastRounds;
  t.survivedRounds += s.survivedRounds;
  t.savedRounds += s.savedRounds;
  t.supportRounds += s.supportRounds;
  t.supportDamage += s.supportDamage;
  t.tradeKills += s.tradeKills;
  t.tradedDeaths += s.tradedDeaths;
  t.deathPositionSum += s.deathPositionSum;
  t.grenadesThrown += s.grenadesThrown;
  addSide(t.sides.CT, s.sides.CT);
  addSide(t.sides.T, s.sides.T);
  addFlash(t.flashes.enemy, s.flashes.enemy);
  addFlash(t.flashes.team, s.flashes.team);
  addFlash(t.flashes.self, s.flashes.self);
  t.chickens.shot += s.chickens.shot;
  t.chickens.stabbed += s.chickens.stabbed;
  t.chickens.exploded += s.chickens.exploded;
  t.chickens.roasted += s.chickens.roasted;
  t.tracked.selfKills += s.tracked.selfKills;
  t.tracked.wallBangKills += s.tracked.wallBangKills;
  t.tracked.noScopesKills += s.tracked.noScopesKills;
  t.tracked.airborneKills += s.tracked.airborneKills;
  t.tracked.blindedKills += s.tracked.blindedKills;
  t.tracked.smokeKills += s.tracked.smokeKills;
  t.tracked.diedToBomb += s.tracked.diedToBomb;
  t.tracked.bombsDefused += s.tracked.bombsDefused;
  t.tracked.bombsPlanted += s.tracked.bombsPlanted;
  t.tracked.ninjaDefuses += s.tracked.ninjaDefuses;
  t.tracked.mvpCount += s.tracked.mvpCount;
  t.tracked.teamKills += s.tracked.teamKills;
  t.hits.Head += s.hits.Head;
  t.hits.Neck += s.hits.Neck;
  t.hits.Chest += s.hits.Chest;
  t.hits.Stomach += s.hits.Stomach;
  t.hits.LeftArm += s.hits.LeftArm;
  t.hits.RightArm += s.hits.RightArm;
  t.hits.LeftLeg += s.hits.LeftLeg;
  t.hits.RightLeg += s.hits.RightLeg;
  t.hits.Generic += s.hits.Generic;
  const weapons = t.weaponKills as Record<string, number>;
  const added = s.weaponKills as Record<string, number>;
  for (const weapon in added) weapons[weapon] = (weapons[weapon] ?? 0) + (added[weapon] ?? 0);
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
