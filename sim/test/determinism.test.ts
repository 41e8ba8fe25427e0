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
/**
 * The smallest league of the same options, for the claims that hold for any size (a seed given
 * as text, another seed, maps generated apart): a full season's records and maps take seconds
 * of CPU to generate, its 76 maps a tenth of that.
 */
const small: SimOptions = { ...opts, teamsPerTier: 2 };
let smallReference: ReturnType<typeof fingerprint> | undefined;
const smallFingerprint = () => (smallReference ??= fingerprint(small));

describe("determinism", () => {
  it("gives the same league and maps, byte for byte, for the same options", () => {
    const first = fingerprint(opts);
    expect(first.maps).toBeGreaterThan(500);
    expect(fingerprint({ ...opts, now: new Date(opts.now) })).toEqual(first);
  });

  it("reads a seed given as a number and as its text alike", () => {
    expect(fingerprint({ ...small, seed: String(small.seed) })).toEqual(smallFingerprint());
  });

  it("gives another league for another seed", () => {
    expect(fingerprint({ ...small, seed: 20261123 }).hash).not.toBe(smallFingerprint().hash);
  });

  it("generates each map on its own, whatever was generated before", () => {
    const sim = simulateLeague(small);
    const a = sim.maps();
    const b = sim.maps();
    const firstOfA = JSON.stringify(a.next().value);
    for (let i = 0; i < 5; i++) a.next();
    expect(JSON.stringify(b.next().value)).toBe(firstOfA);
    const later = simulateLeague(small).maps();
    for (let i = 0; i < 6; i++) later.next();
    expect(JSON.stringify(a.next().value)).toBe(JSON.stringify(later.next().value));
  });

  it("generates only the maps asked for, each as in the whole league", () => {
    const sim = simulateLeague(small);
    const asked = (m: { tier: string; matchType: string }) =>
      m.tier === "Premier" && m.matchType === "Regulation";
    const kept = [...sim.maps(asked)];
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).toEqual([...sim.maps()].filter(asked));
  });
});

describe("a smaller league (teamsPerTier)", () => {
  it("is as deterministic as the full one, a fraction of its size, every tier with that many teams", () => {
    const first = smallFingerprint();
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
