import { describe, expect, it } from "vitest";
import { lookupPlayer, playerPath, similarNames } from "./player-lookup.js";

const players = [{ name: "Frog King" }, { name: "frog" }, { name: "a/b" }, { name: "Why?" }];

describe("lookupPlayer", () => {
  it("matches the exact name, case included", () => {
    expect(lookupPlayer("frog", players).player?.name).toBe("frog");
    expect(lookupPlayer("FROG", players).player).toBeUndefined();
  });

  it("prefers an exact name that contains / or ? over cutting it", () => {
    expect(lookupPlayer("a/b", players).player?.name).toBe("a/b");
    expect(lookupPlayer("Why?", players)).toEqual({ player: { name: "Why?" }, hasQueryString: false });
  });

  it("falls back to the trailing segment of a pasted address, query string cut off and flagged", () => {
    expect(lookupPlayer("https://fragboard.gg/players/Frog King/", players).player?.name).toBe("Frog King");
    expect(lookupPlayer("https://x.gg/players/frog?tab=2#top", players)).toEqual({
      player: { name: "frog" },
      hasQueryString: true,
    });
  });

  it("flags the page's own query string", () => {
    expect(lookupPlayer("frog", players, "?x=1")).toEqual({ player: { name: "frog" }, hasQueryString: true });
  });

  it("finds nobody for an unknown name", () => {
    expect(lookupPlayer("Toad", players).player).toBeUndefined();
    expect(lookupPlayer("", players).player).toBeUndefined();
  });
});

describe("similarNames and playerPath", () => {
  it("suggests names containing the text, ignoring case", () => {
    expect(similarNames("FROG", players).map((p) => p.name)).toEqual(["Frog King", "frog"]);
    expect(similarNames("", players)).toEqual([]);
  });

  it("encodes the name into the page address", () => {
    expect(playerPath("Frog King/2")).toBe("/players/Frog%20King%2F2");
  });
});
