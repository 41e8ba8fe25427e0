import { describe, expect, it } from "vitest";
import { linearFit } from "../../src/rules/correlation.js";

describe("linearFit", () => {
  it("fits the least-squares line and Pearson's r (worked by hand)", () => {
    // x̄ = 3, ȳ = 4; Sxx = 10, Syy = 6, Sxy = 6 → slope 0.6, intercept 4 − 1.8 = 2.2,
    // r = 6 / √(10 × 6) = 0.774597
    const fit = linearFit([
      [1, 2],
      [2, 4],
      [3, 5],
      [4, 4],
      [5, 5],
    ]);
    expect(fit?.slope).toBeCloseTo(0.6, 10);
    expect(fit?.intercept).toBeCloseTo(2.2, 10);
    expect(fit?.r).toBeCloseTo(0.774597, 6);
    expect(fit?.n).toBe(5);
  });

  it("gives r = −1 for points on a falling line", () => {
    const fit = linearFit([
      [0, 10],
      [1, 8],
      [2, 6],
    ]);
    expect(fit?.slope).toBeCloseTo(-2, 10);
    expect(fit?.intercept).toBeCloseTo(10, 10);
    expect(fit?.r).toBe(-1);
  });

  it("is undefined with fewer than two points or no variation", () => {
    expect(linearFit([])).toBeUndefined();
    expect(linearFit([[1, 1]])).toBeUndefined();
    expect(
      linearFit([
        [2, 1],
        [2, 5],
      ]),
    ).toBeUndefined();
    expect(
      linearFit([
        [1, 3],
        [2, 3],
      ]),
    ).toBeUndefined();
  });
});
