import { createHash } from "node:crypto";
import { TIER_NAMES } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { type SimOptions, simulateLeague } from "../src/index.js";

/** Hash of the league records and every map, as the seed command would store them. */
function fingerprint(opts: SimOptions): { hash: string; maps: number } {
  const sim = simulateLeague(opts);
  const hash = createHash("sha256").update(JSON.stringify(sim.league));
  let maps = 0;
  for (const map of sim.maps()) {
    hash.update(JSON.stringify(map));
    maps++;
  }
  expect(maps).toBe(sim.mapCount);
  return { hash: hash.digest("hex"), maps };
}

const opts: SimOptions = { seed: 20261122, now: new Date("2026-11-22T18:00:00.000Z"), simulatedSeasons: 1 };
/** The league of `opts`, the one the others are compared with, generated once (seconds of CPU). */
let reference: ReturnType<typeof fingerprint> | undefined;
const referenceFingerprint = () => (reference ??= fingerprint(opts));

describe("determinism", () => {
  it("gives the same league and maps, byte for byte, for the same options", () => {
    const first = referenceFingerprint();
    expect(first.maps).toBeGreaterThan(500);
    expect(fingerprint({ ...opts, now: new Date(opts.now) })).toEqual(first);
    expect(fingerprint({ ...opts, seed: String(opts.seed) })).toEqual(first);
  });

  it("gives another league for another seed", () => {
    expect(fingerprint({ ...opts, seed: 20261123 }).hash).not.toBe(referenceFingerprint().hash);
  });

  it("generates each map on its own, whatever was generated before", () => {
    const sim = simulateLeague(opts);
    const a = sim.maps();
    const b = sim.maps();
    const firstOfA = JSON.stringify(a.next().value);
    for (let i = 0; i < 5; i++) a.next();
    expect(JSON.stringify(b.next().value)).toBe(firstOfA);
    const later = simulateLeague(opts).maps();
    for (let i = 0; i < 6; i++) later.next();
    expect(JSON.stringify(a.next().value)).toBe(JSON.stringify(later.next().value));
  });

  it("generates only the maps asked for, each as in the whole league", () => {
    const sim = simulateLeague({ ...opts, teamsPerTier: 2 });
    const asked = (m: { tier: string; matchType: string }) =>
      m.tier === "Premier" && m.matchType === "Regulation";
    const kept = [...sim.maps(asked)];
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).toEqual([...sim.maps()].filter(asked));
  });
});

describe("a smaller league (teamsPerTier)", () => {
  const small: SimOptions = { ...opts, teamsPerTier: 2 };

  it("is as deterministic as the full one, a fraction of its size, every tier with that many teams", () => {
    const first = fingerprint(small);
    expect(fingerprint({ ...small })).toEqual(first);
    expect(first.maps).toBeLessThan(simulateLeague(opts).mapCount / 4);
    const { league, currentSeason } = simulateLeague(small);
    for (const tier of TIER_NAMES)
      expect(
        league.teams.filter((t) => t.season === currentSeason && t.tier === tier),
        tier,
      ).toHaveLength(2);
  });

  it("refuses a size it cannot draft: odd, below two or above the smallest full tier", () => {
    for (const teamsPerTier of [0, 3, 10, 2.5])
      expect(() => simulateLeague({ ...opts, teamsPerTier })).toThrow(
        /teamsPerTier must be an even number from 2 to 8/,
      );
  });
});
