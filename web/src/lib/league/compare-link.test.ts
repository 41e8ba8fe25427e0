import { describe, expect, it } from "vitest";
import { comparePath, comparePlayersParam, readComparePlayers } from "./compare-link.js";

const search = (path: string) => new URL(path, "http://fragboard.test").search;

describe("compare link", () => {
  it("round-trips names holding commas, quotes, spaces, plus signs and Unicode", () => {
    const names = ['Smith, "Ace"', "O'Neil+1", "Zoë 火", "a&b=c", "x:Elite", "plain"];
    const path = comparePath(names);
    expect(path.startsWith("/player-compare?players=")).toBe(true);
    expect(readComparePlayers(search(path))).toEqual(names);
  });

  it("reads hand-written links with plain commas, skipping blanks and repeats, other parameters kept apart", () => {
    expect(
      readComparePlayers("?season=12&players= Ant,,Bee:Elite,Ant&players=Cat&matchType=Combine"),
    ).toEqual(["Ant", "Bee:Elite", "Cat"]);
    expect(readComparePlayers("?players=John+Doe,%E2%98%85")).toEqual(["John Doe", "★"]);
    expect(readComparePlayers("")).toEqual([]);
  });

  it("keeps a malformed escape as written rather than failing", () => {
    expect(readComparePlayers("?players=100%25,50%")).toEqual(["100%", "50%"]);
  });

  it("writes no parameter for no players", () => {
    expect(comparePlayersParam([])).toBe("");
    expect(comparePath([])).toBe("/player-compare");
  });
});
