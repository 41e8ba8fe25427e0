import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { densityAt, densityCurve, quantile, silvermanBandwidth } from "../../src/rules/density.js";

describe("quantile", () => {
  it("interpolates between the sorted values", () => {
    // positions (n − 1) × q over 1, 2, 3, 4: q 0.25 → 0.75 → 1.75; q 0.5 → 1.5 → 2.5
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 10);
    expect(quantile([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 10);
    expect(quantile([1, 2, 3, 4], 1)).toBe(4);
  });
});

describe("silvermanBandwidth", () => {
  it("takes 0.9 × min(sd, IQR / 1.34) × n^(−1/5)", () => {
    // 1..5: sample sd = √2.5 = 1.5811; IQR = 4 − 2 = 2, / 1.34 = 1.49254 (the smaller);
    // 0.9 × 1.49254 × 5^(−0.2) = 1.34328 × 0.72478 = 0.97358
    expect(silvermanBandwidth([5, 3, 1, 4, 2])).toBeCloseTo(0.97358, 4);
  });

  it("uses the standard deviation when it is the smaller spread", () => {
    // 0, 0, 10, 10: sd = √(100/3) = 5.7735; IQR = 10 − 0 = 10, / 1.34 = 7.46;
    // 0.9 × 5.7735 × 4^(−0.2) = 5.19615 × 0.75786 = 3.93796
    expect(silvermanBandwidth([0, 0, 10, 10])).toBeCloseTo(3.93796, 4);
  });

  it("stays positive when nothing varies", () => {
    expect(silvermanBandwidth([2, 2, 2])).toBeCloseTo(0.2, 10);
    expect(silvermanBandwidth([0])).toBe(1);
  });
});

describe("densityAt", () => {
  it("is the normal density for one value and bandwidth 1", () => {
    // φ(0) = 1/√(2π) = 0.398942; φ(1) = e^(−1/2)/√(2π) = 0.241971
    expect(densityAt([0], 0, 1)).toBeCloseTo(0.398942, 6);
    expect(densityAt([0], 1, 1)).toBeCloseTo(0.241971, 6);
  });

  it("averages the kernels of every value and scales by the bandwidth", () => {
    // values 0 and 2 at x = 1, h = 1: (φ(1) + φ(1)) / 2 = 0.241971
    expect(densityAt([0, 2], 1, 1)).toBeCloseTo(0.241971, 6);
    // value 0 at x = 0 with h = 2: φ(0) / 2 = 0.199471
    expect(densityAt([0], 0, 2)).toBeCloseTo(0.199471, 6);
  });
});

describe("densityCurve", () => {
  it("spans three bandwidths either side of the data on evenly spaced points", () => {
    const curve = densityCurve([1, 3], { points: 5, bandwidth: 1 });
    expect(curve.map((p) => p.x)).toEqual([-2, 0, 2, 4, 6]);
    // at x = 2 both values are one bandwidth away: φ(1) = 0.241971
    expect(curve[2]?.y).toBeCloseTo(0.241971, 6);
  });

  it("is empty without values", () => {
    expect(densityCurve([])).toEqual([]);
  });

  it("integrates to about 1 (it is a density)", () => {
    // Whole numbers keep the bandwidth well above the grid step, so a plain sum measures the area.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100, max: 100 }), { minLength: 1, maxLength: 40 }),
        (values) => {
          const curve = densityCurve(values, { points: 2000 });
          const step = (curve[1]?.x ?? 0) - (curve[0]?.x ?? 0);
          const area = curve.reduce((sum, p) => sum + p.y * step, 0);
          return Math.abs(area - 1) < 0.01;
        },
      ),
      { numRuns: 50 },
    );
  });
});
