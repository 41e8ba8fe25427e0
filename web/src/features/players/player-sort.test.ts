import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listedPlayer } from "../../test/fixtures.js";
import { SORT_KEYS, sortPlayers } from "./player-sort.js";

const names = (players: { name: string }[]) => players.map((p) => p.name);

describe("sortPlayers", () => {
  const players = [
    listedPlayer("charlie", { id: "10", mmr: 1500 }, { rating: 1.1 }),
    listedPlayer("Alpha", { id: "9", mmr: 2100 }, { rating: 0.9 }),
    listedPlayer("bravo", { id: "100", mmr: 0 }, { rating: 1.25 }),
  ];

  it("sorts by name ignoring case, both directions", () => {
    expect(names(sortPlayers(players, "name", "asc"))).toEqual(["Alpha", "bravo", "charlie"]);
    expect(names(sortPlayers(players, "name", "desc"))).toEqual(["charlie", "bravo", "Alpha"]);
  });

  it("sorts by rating", () => {
    expect(names(sortPlayers(players, "rating", "desc"))).toEqual(["bravo", "charlie", "Alpha"]);
    expect(names(sortPlayers(players, "rating", "asc"))).toEqual(["Alpha", "charlie", "bravo"]);
  });

  it("sorts by MMR", () => {
    expect(names(sortPlayers(players, "mmr", "desc"))).toEqual(["Alpha", "charlie", "bravo"]);
    expect(names(sortPlayers(players, "mmr", "asc"))).toEqual(["bravo", "charlie", "Alpha"]);
  });

  it("sorts numeric CSC ids as numbers, not as text", () => {
    expect(names(sortPlayers(players, "cscId", "asc"))).toEqual(["Alpha", "charlie", "bravo"]);
    expect(names(sortPlayers(players, "cscId", "desc"))).toEqual(["bravo", "charlie", "Alpha"]);
  });

  it("sorts other CSC ids (the league's cuid-like ids) as text", () => {
    const ids = ["clrb2", "ck9a1", "cm001"].map((id) => listedPlayer(id, { id }));
    expect(names(sortPlayers(ids, "cscId", "asc"))).toEqual(["ck9a1", "clrb2", "cm001"]);
    expect(names(sortPlayers(ids, "cscId", "desc"))).toEqual(["cm001", "clrb2", "ck9a1"]);
  });

  it("sorts by the out-of-tier rating when a player has no stats in his own tier", () => {
    const sub = listedPlayer("sub", {}, null);
    const withOther = {
      ...sub,
      statsOutOfTier: [{ tier: "Elite" as const, stats: { ...players[0]!.stats!, name: "sub", rating: 2 } }],
    };
    expect(names(sortPlayers([...players, withOther], "rating", "desc"))[0]).toBe("sub");
  });

  it("puts players without the value last in both directions", () => {
    const noStats = listedPlayer("nostats", { mmr: undefined }, null);
    const list = [noStats, ...players];
    for (const direction of ["asc", "desc"] as const) {
      expect(names(sortPlayers(list, "rating", direction)).at(-1)).toBe("nostats");
      expect(names(sortPlayers(list, "mmr", direction)).at(-1)).toBe("nostats");
    }
  });

  it("keeps the input order of equal values in both directions (stable)", () => {
    const tied = ["p1", "p2", "p3", "p4"].map((name) => listedPlayer(name, { mmr: 1700 }, { rating: 1 }));
    for (const key of ["rating", "mmr"] as const) {
      expect(names(sortPlayers(tied, key, "asc"))).toEqual(["p1", "p2", "p3", "p4"]);
      expect(names(sortPlayers(tied, key, "desc"))).toEqual(["p1", "p2", "p3", "p4"]);
    }
  });

  it("does not change the list it was given", () => {
    const before = names(players);
    sortPlayers(players, "name", "desc");
    expect(names(players)).toEqual(before);
  });

  it("orders every adjacent pair correctly for any ratings (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 3, noNaN: true }), { maxLength: 40 }), (ratings) => {
        const list = ratings.map((rating, i) => listedPlayer(`p${i}`, {}, { rating }));
        const sorted = sortPlayers(list, "rating", "desc").map((p) => p.stats?.rating ?? 0);
        return sorted.every((value, i) => i === 0 || (sorted[i - 1] ?? 0) >= value);
      }),
    );
  });

  it("puts players under the Min 3 Games rule after the others when sorting by rating", () => {
    const oneMap = listedPlayer("oneMap", {}, { rating: 2.4, gameCount: 1 });
    const twoMaps = listedPlayer("twoMaps", {}, { rating: 0.5, gameCount: 2 });
    const list = [oneMap, twoMaps, ...players];
    expect(names(sortPlayers(list, "rating", "desc"))).toEqual([
      "bravo",
      "charlie",
      "Alpha",
      "oneMap",
      "twoMaps",
    ]);
    expect(names(sortPlayers(list, "rating", "asc"))).toEqual([
      "Alpha",
      "charlie",
      "bravo",
      "twoMaps",
      "oneMap",
    ]);
    // Not a performance figure: MMR and names sort everyone together.
    expect(names(sortPlayers(list, "name", "asc"))[0]).toBe("Alpha");
    expect(names(sortPlayers(list, "name", "asc")).at(-1)).toBe("twoMaps");
  });

  it("sorts by the list view's columns: tier in league order, ADR", () => {
    const tiers = [
      listedPlayer("prem", { tier: { name: "Premier" } }, { adr: 70 }),
      listedPlayer("rec", { tier: { name: "Recruit" } }, { adr: 90 }),
      listedPlayer("unr", { tier: { name: "Unrated" } }, { adr: 80 }),
    ];
    expect(names(sortPlayers(tiers, "tier", "asc"))).toEqual(["rec", "prem", "unr"]);
    expect(names(sortPlayers(tiers.slice(0, 2), "adr", "desc"))).toEqual(["rec", "prem"]);
  });

  it("offers exactly the spec's sort keys", () => {
    expect(SORT_KEYS).toEqual(["name", "rating", "mmr", "cscId"]);
  });
});
