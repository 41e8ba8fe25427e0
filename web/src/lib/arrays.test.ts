import { describe, expect, it } from "vitest";
import { entryAt, swap } from "./arrays.js";

describe("checked list access", () => {
  it("reads an entry inside the list and refuses one outside", () => {
    expect(entryAt(["a", "b"], 1)).toBe("b");
    expect(() => entryAt(["a"], 1)).toThrow(RangeError);
    expect(() => entryAt([], -1)).toThrow("index -1 is outside a list of 0");
  });

  it("swaps two entries in place", () => {
    const list = ["a", "b", "c"];
    swap(list, 0, 2);
    expect(list).toEqual(["c", "b", "a"]);
    swap(list, 1, 1);
    expect(list).toEqual(["c", "b", "a"]);
    expect(() => swap(list, 0, 3)).toThrow(RangeError);
  });
});
