import { describe, expect, it } from "vitest";
import {
  activeFilters,
  compareNumber,
  compareText,
  decodeFilter,
  defaultOperator,
  encodeFilter,
  fitOperator,
  parseFilterNumber,
  passesFilters,
  type StatFilter,
} from "../../src/rules/stat-filters.js";

describe("parseFilterNumber", () => {
  it("reads plain, signed, decimal and exponent numbers", () => {
    expect(parseFilterNumber("1.05")).toBe(1.05);
    expect(parseFilterNumber(" -3 ")).toBe(-3);
    expect(parseFilterNumber(".5")).toBe(0.5);
    expect(parseFilterNumber("2.")).toBe(2);
    expect(parseFilterNumber("1e3")).toBe(1000);
  });

  it("refuses what is not a number instead of guessing", () => {
    for (const text of ["", "  ", "abc", "12abc", "1.2.3", "Infinity", "NaN", "0x10", "1,5"])
      expect(parseFilterNumber(text), text).toBeUndefined();
  });
});

describe("compareNumber", () => {
  it("applies each operator", () => {
    expect(compareNumber(1.1, ">=", "1.1")).toBe(true);
    expect(compareNumber(1.09, ">=", "1.1")).toBe(false);
    expect(compareNumber(1.1, "<=", "1.1")).toBe(true);
    expect(compareNumber(1.2, "<=", "1.1")).toBe(false);
    expect(compareNumber(1.1, ">", "1.1")).toBe(false);
    expect(compareNumber(1.2, ">", "1.1")).toBe(true);
    expect(compareNumber(1.1, "<", "1.1")).toBe(false);
    expect(compareNumber(1.0, "<", "1.1")).toBe(true);
    expect(compareNumber(3, "=", "3.0")).toBe(true);
    expect(compareNumber(3, "!=", "3")).toBe(false);
    expect(compareNumber(4, "!=", "3")).toBe(true);
  });

  it("fails on non-numbers on either side, even for '!='", () => {
    expect(compareNumber(5, ">=", "abc")).toBe(false);
    expect(compareNumber(5, "!=", "abc")).toBe(false);
    expect(compareNumber("5", ">=", "1")).toBe(false);
    expect(compareNumber(undefined, "<", "1")).toBe(false);
    expect(compareNumber(Number.NaN, "!=", "1")).toBe(false);
  });

  it("fails a text operator on a number field", () => {
    expect(compareNumber(5, "contains", "5")).toBe(false);
  });
});

describe("compareText", () => {
  it("matches ignoring case and surrounding blanks", () => {
    expect(compareText("Frog Legs", "contains", " LEGS ")).toBe(true);
    expect(compareText("Frog Legs", "not contains", "legs")).toBe(false);
    expect(compareText("AWPER", "is", "awper")).toBe(true);
    expect(compareText("AWPER", "is not", "awper")).toBe(false);
    expect(compareText("RIFLER", "is not", "awper")).toBe(true);
  });

  it("treats a missing text as empty", () => {
    expect(compareText(undefined, "contains", "a")).toBe(false);
    expect(compareText(null, "not contains", "a")).toBe(true);
  });
});

describe("rows", () => {
  const row = (field: string, operator: StatFilter["operator"], value: string): StatFilter => ({
    field,
    operator,
    value,
  });

  it("defaults to '>=' for numbers and 'contains' for text, and refits a mismatched operator", () => {
    expect(defaultOperator("number")).toBe(">=");
    expect(defaultOperator("text")).toBe("contains");
    expect(fitOperator("text", ">=")).toBe("contains");
    expect(fitOperator("number", "contains")).toBe(">=");
    expect(fitOperator("number", "<")).toBe("<");
  });

  it("ignores rows without a field or a value", () => {
    const rows = [row("", ">=", "1"), row("rating", ">=", "  "), row("adr", ">=", "80")];
    expect(activeFilters(rows)).toEqual([row("adr", ">=", "80")]);
  });

  const kinds: Record<string, "number" | "text"> = { rating: "number", adr: "number", name: "text" };
  const players = [
    { name: "Ant", rating: 1.2, adr: 85 },
    { name: "Bee", rating: 0.9, adr: 95 },
    { name: "Cat", rating: 1.3, adr: 70 },
  ];
  const pass = (rows: StatFilter[]) =>
    players
      .filter((p) =>
        passesFilters(
          p,
          rows,
          (field) => kinds[field],
          (record, field) => record[field as keyof typeof record],
        ),
      )
      .map((p) => p.name);

  it("keeps records passing every row", () => {
    expect(pass([row("rating", ">=", "1.0"), row("adr", ">", "75")])).toEqual(["Ant"]);
    expect(pass([row("name", "contains", "a"), row("rating", "<", "1.25")])).toEqual(["Ant"]);
  });

  it("keeps everyone with no active row, and no one for an unknown field or a non-number", () => {
    expect(pass([row("", ">=", ""), row("rating", ">=", "")])).toEqual(["Ant", "Bee", "Cat"]);
    expect(pass([row("chickens", ">=", "1")])).toEqual([]);
    expect(pass([row("rating", ">=", "high")])).toEqual([]);
  });

  it("round-trips through the address, values with colons included", () => {
    const r = row("name", "contains", "a:b");
    expect(encodeFilter(r)).toBe("name:contains:a:b");
    expect(decodeFilter(encodeFilter(r))).toEqual(r);
    expect(decodeFilter("rating:>=:")).toEqual(row("rating", ">=", ""));
    expect(decodeFilter("rating:~:1")).toBeUndefined();
    expect(decodeFilter("rating")).toBeUndefined();
  });
});
