import { describe, expect, it } from "vitest";
import { lookupPlayer, similarNames } from "../../src/league/player-address.js";

const players = [
  { name: "Frog King", id: "101" },
  { name: "frog", id: "102" },
  { name: "a/b", id: "103" },
  { name: "Why?", id: "104" },
  { name: "hex-", id: "cm0hex" },
  { name: "102", id: "105" },
];

describe("lookupPlayer", () => {
  it("matches the exact name first, case included", () => {
    expect(lookupPlayer("frog", players).player?.name).toBe("frog");
    expect(lookupPlayer("Frog King", players).player?.name).toBe("Frog King");
  });

  it("then the name ignoring case", () => {
    expect(lookupPlayer("FROG", players).player?.name).toBe("frog");
    expect(lookupPlayer("frog king", players).player?.name).toBe("Frog King");
    expect(lookupPlayer("HEX-", players).player?.name).toBe("hex-");
  });

  it("then the CSC id, a name that looks like an id winning", () => {
    expect(lookupPlayer("101", players).player?.name).toBe("Frog King");
    expect(lookupPlayer("cm0hex", players).player?.name).toBe("hex-");
    expect(lookupPlayer("https://x.gg/players/104", players).player?.name).toBe("Why?");
    // "102" is both a name and frog's id: the name is what the address says.
    expect(lookupPlayer("102", players).player?.name).toBe("102");
  });

  it("prefers an exact name that contains / or ? over cutting it", () => {
    expect(lookupPlayer("a/b", players).player?.name).toBe("a/b");
    expect(lookupPlayer("Why?", players).player?.name).toBe("Why?");
    expect(lookupPlayer("Why?", players).hasQueryString).toBe(false);
  });

  it("falls back to the trailing segment of a pasted address, query string cut off and flagged", () => {
    expect(lookupPlayer("https://fragboard.gg/players/Frog King/", players).player?.name).toBe("Frog King");
    const pasted = lookupPlayer("https://x.gg/players/frog?tab=2#top", players);
    expect(pasted.player?.name).toBe("frog");
    expect(pasted.hasQueryString).toBe(true);
  });

  it("flags the page's own query string", () => {
    expect(lookupPlayer("frog", players, "?x=1").hasQueryString).toBe(true);
  });

  it("finds nobody for an unknown name", () => {
    expect(lookupPlayer("Toad", players).player).toBeUndefined();
    expect(lookupPlayer("999", players).player).toBeUndefined();
    expect(lookupPlayer("", players).player).toBeUndefined();
  });
});

describe("similarNames", () => {
  it("suggests names containing the text, ignoring case", () => {
    expect(similarNames("FRO", players).map((p) => p.name)).toEqual(["Frog King", "frog"]);
    expect(similarNames("", players)).toEqual([]);
  });
});
