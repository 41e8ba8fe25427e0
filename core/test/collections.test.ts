import { describe, expect, it } from "vitest";
import { at, defined, groupBy } from "../src/collections.js";

describe("at", () => {
  it("returns the element at an index in range, falsy ones included", () => {
    expect(at([3, 0, 7], 1)).toBe(0);
    expect(at(new Int16Array([4, 5]), 1)).toBe(5);
  });

  it("throws naming the index and the length when out of range", () => {
    expect(() => at([1, 2], 2)).toThrow("index 2 out of range of a list of 2");
    expect(() => at([], -1)).toThrow("index -1 out of range of a list of 0");
  });
});

describe("defined", () => {
  it("returns a defined value and names what is missing otherwise", () => {
    expect(defined(null, "row")).toBeNull();
    expect(() => defined(new Map<string, number>().get("a"), "count of a")).toThrow("missing count of a");
  });
});

describe("groupBy", () => {
  it("keeps groups in first-seen order and items in input order", () => {
    const groups = groupBy(["b1", "a1", "b2"], (s) => s[0]);
    expect([...groups]).toEqual([
      ["b", ["b1", "b2"]],
      ["a", ["a1"]],
    ]);
  });
});
