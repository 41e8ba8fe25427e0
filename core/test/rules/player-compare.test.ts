import { describe, expect, it } from "vitest";
import { comparePercentiles } from "../../src/rules/player-compare.js";
import { statLine } from "./fixtures.js";

describe("comparePercentiles", () => {
  const a = statLine("A", { rating: 0.8, adr: 60 });
  const b = statLine("B", { rating: 1.0, adr: 90 });
  const c = statLine("C", { rating: 1.5, adr: 75 });
  const tier = [a, b, c];

  it("ranks picked players of the tier among the tier and its average", () => {
    // Average rating (0.8 + 1.0 + 1.5)/3 = 1.1, adr 75. Population ratings 0.8, 1.0, 1.5, 1.1:
    // A is 1st of 4 → 25, C 4th → 100, the average 3rd → 75.
    // adr 60, 90, 75, 75: A 1/4 → 25; C and the average tie at 75 → 3/4 = 75; B → 100.
    const result = comparePercentiles("Elite", tier, [a, c]);
    expect(result.lines.map((p) => [p.rating, p.adr])).toEqual([
      [25, 25],
      [100, 75],
    ]);
    expect(result.average.stats.name).toBe("Elite Average");
    expect([result.average.percentiles.rating, result.average.percentiles.adr]).toEqual([75, 75]);
  });

  it("inserts a line from another tier into the first player's tier", () => {
    // A Premier line of rating 1.2: population 0.8, 1.0, 1.5, 1.1 (average), 1.2 → 4th of 5 = 80;
    // A drops to 1/5 = 20 because the population grew.
    const outsider = statLine("D", { rating: 1.2 });
    const result = comparePercentiles("Elite", tier, [a, outsider]);
    expect(result.lines.map((p) => p.rating)).toEqual([20, 80]);
  });

  it("does not double a picked line that is already in the tier", () => {
    // B picked twice over would change the population; it stays 0.8, 1.0, 1.5, 1.1: B 2nd of 4 = 50.
    expect(comparePercentiles("Elite", tier, [b]).lines[0]?.rating).toBe(50);
  });
});
