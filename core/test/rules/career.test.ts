import { careerExtremes, rollingMean } from "@fragboard/core";
import { describe, expect, it } from "vitest";

describe("rollingMean", () => {
  it("averages each value with the ones before it, fewer at the start", () => {
    expect(rollingMean([1, 2, 3, 4, 5], 3)).toEqual([1, 1.5, 2, 3, 4]);
    expect(rollingMean([], 5)).toEqual([]);
  });
});

describe("careerExtremes", () => {
  const row = (rating: number, gameCount: number) => ({ stats: { rating, gameCount } });

  it("best and worst rating among rows with at least 3 maps", () => {
    // The 2.0 of two maps and the 0.5 of one map are under the minimum.
    const rows = [row(1.1, 10), row(2.0, 2), row(0.9, 12), row(1.3, 3), row(0.5, 1)];
    expect(careerExtremes(rows)).toEqual({ best: 3, worst: 2 });
  });

  it("no highlight with fewer than two ranked rows; equal ratings keep the earlier", () => {
    expect(careerExtremes([row(1.1, 10), row(1.5, 2)])).toEqual({ best: undefined, worst: undefined });
    expect(careerExtremes([row(1, 5), row(1, 5)])).toEqual({ best: 0, worst: 0 });
  });
});
