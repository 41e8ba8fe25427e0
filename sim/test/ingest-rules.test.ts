import { COMPETITIVE_MAPS, mapEventsSchema, TIER_NAMES } from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simulateMap } from "../src/match/simulate.js";
import { Rng } from "../src/random.js";
import { fixture, team } from "./fixtures.js";

/**
 * The ingest rules (core/src/events/map-rules.ts) must never refuse real play: every map the
 * simulator can make, from any seed and any pairing of tiers (lopsided ones included), passes the
 * schema and every rule, the same functions ingest runs: rule `money` with no slack, so no team
 * shows more equipment than its money, its survivors' gear and its default pistols.
 */

const tier = fc.constantFrom(...TIER_NAMES);

describe("simulated maps against the ingest rules", () => {
  it("are all accepted, whatever the seed and the teams", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.tuple(tier, tier),
        fc.constantFrom(...COMPETITIVE_MAPS),
        fc.nat(),
        (seed, [home, away], mapName, n) => {
          const teams = [
            team(home, `home ${n}`, new Rng(seed, "home")),
            team(away, `away ${n}`, new Rng(seed, "away")),
          ] as const;
          const map = simulateMap(fixture(`rules-${n}`, [teams[0], teams[1]], mapName, home), seed);
          const parsed = mapEventsSchema.safeParse(map);
          expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
