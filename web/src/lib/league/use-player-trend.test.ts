import { describe, expect, it } from "vitest";
import { trendPoint } from "../../test/player-fixtures.js";
import { trendForMatchType } from "./use-player-trend.js";

// Rows as the API sends them: ordered by match id, not by day.
const rows = [
  trendPoint("C2", 0.9, "combines-a"),
  trendPoint("M10", 1.1, "s15-a"),
  trendPoint("M2", 1.2, "s15-b"),
  trendPoint("P1", 1.3, "s15-c"),
  trendPoint("M2", 0.8, "s15-d"),
];

describe("trendForMatchType", () => {
  it("keeps only regular-season days in Regulation, by day number", () => {
    expect(trendForMatchType(rows, "Regulation").map((r) => r.match.matchId)).toEqual([
      "s15-b",
      "s15-d",
      "s15-a",
    ]);
  });

  it("keeps every map in Combine, by the number after the day's letter", () => {
    expect(trendForMatchType(rows, "Combine").map((r) => r.match.matchDay)).toEqual([
      "P1",
      "C2",
      "M2",
      "M2",
      "M10",
    ]);
  });
});
