import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentileProfile, radarPopulation, statPercentile } from "../../src/rules/percentile.js";
import { statLine } from "./fixtures.js";

describe("statPercentile", () => {
  it("is the 1-based ascending position over the population × 100, ties sharing the top of the tie", () => {
    // sorted 1, 2, 2, 3: value 1 → 1/4 = 25; both 2s → 3/4 = 75; 3 → 4/4 = 100
    const values = [2, 3, 1, 2];
    expect(statPercentile(1, values)).toBe(25);
    expect(statPercentile(2, values)).toBe(75);
    expect(statPercentile(3, values)).toBe(100);
  });

  it("rounds to an integer", () => {
    // 1/3 × 100 = 33.33 → 33; 2/3 → 66.67 → 67
    expect(statPercentile(1, [1, 2, 3])).toBe(33);
    expect(statPercentile(2, [1, 2, 3])).toBe(67);
  });

  it("always lies in 0..100", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true }), { minLength: 1 }), fc.nat(), (values, pick) => {
        const p = statPercentile(values[pick % values.length] ?? 0, values);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      }),
    );
  });
});

describe("radar population", () => {
  const b = statLine("B", { rating: 1.0 });
  const tier = [statLine("A", { rating: 0.9 }), b, statLine("C", { rating: 1.4 })];

  it("inserts the tier average and out-of-tier lines into the population", () => {
    // average rating (0.9 + 1.0 + 1.4)/3 = 1.1; an out-of-tier line of A has rating 1.05.
    const outOfTier = statLine("A", { rating: 1.05 });
    const { average, population } = radarPopulation("Elite", tier, [outOfTier, b]);
    expect(average).toMatchObject({ name: "Elite Average", rating: 1.1 });
    // population 0.9, 1.0, 1.4, 1.1, 1.05 (B is already in it, not added twice): 5 lines
    expect(population).toHaveLength(5);
    // ascending 0.9, 1.0, 1.05, 1.1, 1.4: out-of-tier 3/5 = 60, average 4/5 = 80, B 2/5 = 40
    expect(percentileProfile(outOfTier, population, ["rating"])).toEqual({ rating: 60 });
    expect(percentileProfile(average, population, ["rating"])).toEqual({ rating: 80 });
    expect(percentileProfile(b, population, ["rating"])).toEqual({ rating: 40 });
  });

  it("adds a line missing from the population before ranking it", () => {
    // 1.2 among 0.9, 1.0, 1.4 plus itself: ascending position 3 of 4 → 75
    expect(percentileProfile(statLine("X", { rating: 1.2 }), tier, ["rating"])).toEqual({ rating: 75 });
  });

  it("ranks every stat higher-is-higher, consistency included", () => {
    const steady = statLine("A", { consistency: 0.1 });
    const erratic = statLine("B", { consistency: 0.4 });
    expect(percentileProfile(erratic, [steady, erratic], ["consistency"])).toEqual({ consistency: 100 });
  });
});
