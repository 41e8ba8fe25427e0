import { describe, expect, it } from "vitest";
import { tierAggregates, tierAveragePlayer } from "../../src/rules/tier-aggregates.js";
import { statLine } from "./fixtures.js";

describe("tier aggregates", () => {
  it("averages, medians, bounds and population std-dev of an odd count", () => {
    // ratings 1.0, 1.2, 0.8: mean 1.0, median 1.0 (middle of 0.8, 1.0, 1.2)
    // deviations 0, 0.2, −0.2 → variance (0 + 0.04 + 0.04)/3 = 0.026667 → σ = 0.1633 → 0.16
    const agg = tierAggregates([1.0, 1.2, 0.8].map((rating, i) => statLine(`P${i}`, { rating })));
    expect(agg.count).toBe(3);
    expect(agg.stats.rating).toEqual({ average: 1, median: 1, lowest: 0.8, highest: 1.2, stdDev: 0.16 });
  });

  it("takes the mean of the two middle values for an even count", () => {
    // kills 1, 2, 3, 10: mean 16/4 = 4, median (2 + 3)/2 = 2.5
    // deviations −3, −2, −1, 6 → (9 + 4 + 1 + 36)/4 = 12.5 → σ = 3.5355 → 3.54
    const agg = tierAggregates([10, 2, 1, 3].map((kills, i) => statLine(`P${i}`, { kills })));
    expect(agg.stats.kills).toEqual({ average: 4, median: 2.5, lowest: 1, highest: 10, stdDev: 3.54 });
  });

  it("rounds the bounds to 2 dp, which flattens small per-round stats", () => {
    // awpR 0.004 → 0.00, 0.126 → 0.13, mean 0.065 → 0.07 (half rounds up)
    const agg = tierAggregates([0.004, 0.126].map((awpR, i) => statLine(`P${i}`, { awpR })));
    expect(agg.stats.awpR).toMatchObject({ lowest: 0, highest: 0.13, average: 0.07 });
  });

  it("is all zeros for an empty tier", () => {
    const agg = tierAggregates([]);
    expect(agg.count).toBe(0);
    expect(agg.stats.adr).toEqual({ average: 0, median: 0, lowest: 0, highest: 0, stdDev: 0 });
  });

  it("builds the synthetic tier-average player from the averages", () => {
    const avg = tierAveragePlayer(
      "Elite",
      tierAggregates([statLine("A", { adr: 80, kast: 0.7 }), statLine("B", { adr: 91, kast: 0.75 })]),
    );
    // adr (80 + 91)/2 = 85.5; kast 0.725 → 0.73
    expect(avg).toMatchObject({ name: "Elite Average", adr: 85.5, kast: 0.73, rating: 0 });
  });
});
