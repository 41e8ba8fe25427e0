import { describe, expect, it } from "vitest";
import { readSelectionParams, shownSelection } from "../../src/league/selection.js";

const params = (text: string) => new URLSearchParams(text);

describe("readSelectionParams", () => {
  it("reads a season and a match type", () => {
    expect(readSelectionParams(params("season=14&matchType=Combine"))).toEqual({
      season: 14,
      matchType: "Combine",
    });
  });

  it("matches the match type ignoring case", () => {
    expect(readSelectionParams(params("matchType=regulation"))).toEqual({ matchType: "Regulation" });
  });

  it("ignores values that cannot be a selection", () => {
    for (const text of ["season=abc", "season=10", "season=-3", "season=14.5", "matchType=Ranked", ""]) {
      expect(readSelectionParams(params(text))).toEqual({});
    }
  });
});

describe("shownSelection", () => {
  const started = { number: 15, hasSeasonStarted: true };

  it("shows the current season's Regulation when the address names nothing", () => {
    expect(shownSelection(started, {})).toEqual({ season: 15, matchType: "Regulation" });
  });

  it("shows Combine by default before the regular season starts", () => {
    expect(shownSelection({ number: 15, hasSeasonStarted: false }, {})).toEqual({
      season: 15,
      matchType: "Combine",
    });
  });

  it("shows the season and match type the address names, but never a season to come", () => {
    expect(shownSelection(started, { season: 12, matchType: "Combine" })).toEqual({
      season: 12,
      matchType: "Combine",
    });
    expect(shownSelection(started, { season: 16 })).toEqual({ season: 15, matchType: "Regulation" });
  });

  it("has no season until the metadata has loaded", () => {
    expect(shownSelection(undefined, { season: 12 })).toEqual({ season: null, matchType: "Regulation" });
  });
});
