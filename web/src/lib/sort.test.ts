import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./sort.js";

type Row = { name: string; value?: number; group?: number };
const rows: Row[] = [
  { name: "b", value: 2 },
  { name: "none" },
  { name: "a", value: 3 },
  { name: "c", value: 1 },
];
const names = (list: Row[]) => list.map((row) => row.name);

describe("sortRows", () => {
  it("sorts numbers both ways with rows lacking a value last in both", () => {
    expect(names(sortRows(rows, (r) => r.value, "desc"))).toEqual(["a", "b", "c", "none"]);
    expect(names(sortRows(rows, (r) => r.value, "asc"))).toEqual(["c", "b", "a", "none"]);
  });

  it("sorts texts ignoring case, with numbers inside them in numeric order", () => {
    const texts = ["item10", "Item9", "item1"].map((name) => ({ name }));
    expect(names(sortRows(texts, (r) => r.name, "asc"))).toEqual(["item1", "Item9", "item10"]);
    expect(names(sortRows(texts, (r) => r.name, "desc"))).toEqual(["item10", "Item9", "item1"]);
  });

  it("puts a lower group after the others whatever the direction", () => {
    const grouped = [
      { name: "few", value: 9, group: 1 },
      { name: "x", value: 1, group: 0 },
      { name: "y", value: 2, group: 0 },
    ];
    const group = (r: Row) => r.group ?? 0;
    expect(names(sortRows(grouped, (r) => r.value, "desc", group))).toEqual(["y", "x", "few"]);
    expect(names(sortRows(grouped, (r) => r.value, "asc", group))).toEqual(["x", "y", "few"]);
  });

  it("keeps the input order of equal values and leaves the input alone", () => {
    const tied = ["p1", "p2", "p3"].map((name) => ({ name, value: 1 }));
    expect(names(sortRows(tied, (r) => r.value, "desc"))).toEqual(["p1", "p2", "p3"]);
    expect(names(sortRows(tied, (r) => r.value, "asc"))).toEqual(["p1", "p2", "p3"]);
    sortRows(rows, (r) => r.value, "asc");
    expect(names(rows)).toEqual(["b", "none", "a", "c"]);
  });
});

describe("nextSort", () => {
  it("flips the sorted column and starts another from its first direction", () => {
    expect(nextSort({ key: "rating", direction: "desc" }, "rating", "desc")).toEqual({
      key: "rating",
      direction: "asc",
    });
    expect(nextSort({ key: "rating", direction: "asc" }, "rating", "desc").direction).toBe("desc");
    expect(nextSort({ key: "rating", direction: "asc" }, "name", "asc")).toEqual({
      key: "name",
      direction: "asc",
    });
  });
});
