import { describe, expect, it } from "vitest";
import { AWARD_STATS, playerAwards } from "../../src/rules/awards.js";
import { statLine } from "./fixtures.js";

describe("awards", () => {
  // Eleven eligible players (4 maps each) with kills 60, 50, 50, 40, 39, ..., 33; one player with
  // the most kills but only 3 maps (not eligible: the lists need more than 3).
  const kills = [60, 50, 50, 40, 39, 38, 37, 36, 35, 34, 33];
  const names = ["Ace", "Cat", "Bob", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim"];
  const tier = [
    ...names.map((name, i) => statLine(name, { gameCount: 4, kills: kills[i] })),
    statLine("New", { gameCount: 3, kills: 99 }),
  ];

  it("gives places 1–3 and top 10 in the list of eligible players", () => {
    expect(playerAwards("Ace", tier)).toEqual([{ stat: "kills", place: 1 }]);
    // Bob and Cat tie on 50: the name orders them
    expect(playerAwards("Bob", tier)).toEqual([{ stat: "kills", place: 2 }]);
    expect(playerAwards("Cat", tier)).toEqual([{ stat: "kills", place: 3 }]);
    expect(playerAwards("Jon", tier)).toEqual([{ stat: "kills", place: "top10" }]);
  });

  it("gives nothing outside the top 10 or under 4 maps", () => {
    expect(playerAwards("Kim", tier)).toEqual([]);
    expect(playerAwards("New", tier)).toEqual([]);
  });

  it("gives nothing for a zero value, even inside the list", () => {
    // Everyone has hs 0: Ace is first in that list but earns no hs badge.
    expect(playerAwards("Ace", tier).some((a) => a.stat === "hs")).toBe(false);
  });

  it("never lists keys the stat rows do not carry", () => {
    expect(AWARD_STATS).not.toContain("Xnade");
    expect(AWARD_STATS).not.toContain("suppXr");
  });
});
