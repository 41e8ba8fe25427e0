import { describe, expect, test } from "vitest";
import { niceTicks } from "./bar-scale.js";

describe("niceTicks", () => {
  test("a round step from zero past the largest value", () => {
    expect(niceTicks([1.31, 0.72, 0.95])).toEqual([0, 0.5, 1, 1.5]);
    expect(niceTicks([87.4, 61])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks([12])).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
  });

  test("negative values extend the axis below zero", () => {
    expect(niceTicks([-3, 7])).toEqual([-4, -2, 0, 2, 4, 6, 8]);
  });

  test("all zeros or no values still give an axis", () => {
    expect(niceTicks([0, 0])).toEqual([0, 0.2]);
    expect(niceTicks([])).toEqual([0, 0.2]);
  });
});
