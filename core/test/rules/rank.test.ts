import { describe, expect, it } from "vitest";
import { initialNearbyPage, nearbyPageSize, nearbyPlayersPage } from "../../src/rules/nearby-players.js";
import {
  ordinal,
  ordinalSuffix,
  rankInTier,
  rankOrder,
  sharedRanks,
  type TierMember,
} from "../../src/rules/rank.js";

const member = (name: string, rating?: number, gameCount = 5): TierMember => ({
  name,
  stats: rating === undefined ? undefined : { rating, gameCount },
});

describe("rank in tier", () => {
  const tier = [
    member("A", 1.2, 5),
    member("C", 1.5, 2), // best rating but only 2 maps: unranked
    member("B", 1.3, 3),
    member("D"), // no stats: 0 maps
    member("E", 0.9, 10),
    member("F", 1.0, 1),
    member("G", 1.2, 4), // same rating as A: name decides
  ];

  it("orders ranked players by rating, then unranked players by maps played", () => {
    // Ranked (≥ 3 maps): B 1.3, A 1.2, G 1.2, E 0.9. Unranked by maps: D 0, F 1, C 2.
    expect(rankOrder(tier).map((m) => m.name)).toEqual(["B", "A", "G", "E", "D", "F", "C"]);
  });

  it("gives the 1-based rank by name; equal ratings share it and the next rank skips (1, 2, 2, 4)", () => {
    const ordered = rankOrder(tier);
    expect(rankInTier("B", ordered)).toBe(1);
    expect(rankInTier("A", ordered)).toBe(2);
    expect(rankInTier("G", ordered)).toBe(2);
    expect(rankInTier("E", ordered)).toBe(4);
    expect(rankInTier("C", ordered)).toBe(7);
    expect(rankInTier("Nobody", ordered)).toBeUndefined();
  });

  it("does not depend on input order", () => {
    expect(rankOrder([...tier].reverse())).toEqual(rankOrder(tier));
  });
});

describe("shared ranks", () => {
  it("1, 2, 2, 4: ties share a rank, the next one skips past them", () => {
    const same = (a: number, b: number) => a === b;
    expect(sharedRanks([9, 7, 7, 5], same)).toEqual([1, 2, 2, 4]);
    expect(sharedRanks([3, 3, 3], same)).toEqual([1, 1, 1]);
    expect(sharedRanks([], same)).toEqual([]);
  });

  it("an unranked player never shares a rank with a ranked one of the same rating", () => {
    const ordered = rankOrder([member("R", 1.0, 3), member("U", 1.0, 2), member("V", 2.0, 2)]);
    expect(ordered.map((m) => [m.name, rankInTier(m.name, ordered)])).toEqual([
      ["R", 1],
      ["U", 2],
      ["V", 2],
    ]);
  });
});

describe("ordinal suffix", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
    [213, "213th"],
  ])("%i → %s", (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
  it("is th for zero", () => {
    expect(ordinalSuffix(0)).toBe("th");
  });
});

describe("nearby players strip", () => {
  it("picks 2, 4 or 7 chips by viewport width", () => {
    expect(nearbyPageSize(599)).toBe(2);
    expect(nearbyPageSize(600)).toBe(4);
    expect(nearbyPageSize(999)).toBe(4);
    expect(nearbyPageSize(1000)).toBe(7);
  });

  it("opens on the page holding the player", () => {
    // index 5 with 4 per page: floor(5/4) = 1; index 3: floor(3/4) = 0
    expect(initialNearbyPage(5, 4)).toBe(1);
    expect(initialNearbyPage(3, 4)).toBe(0);
  });

  // 9 players: 7 ranked (P1..P7), then 2 unranked.
  const nine = [
    ...[1, 2, 3, 4, 5, 6, 7].map((i) => member(`P${i}`, 2 - i / 10)),
    member("U1", 1.1, 1),
    member("U2", 1.1, 2),
  ];

  it("shows positions for ranked players and U for the others", () => {
    const page = nearbyPlayersPage(nine, 1, 4);
    // Page 1 = positions 5..8
    expect(page.chips).toEqual([
      { name: "P5", badge: 5 },
      { name: "P6", badge: 6 },
      { name: "P7", badge: 7 },
      { name: "U1", badge: "U" },
    ]);
    expect(page).toMatchObject({ page: 1, hasPrevious: true, hasNext: true });
  });

  it("clamps a page past the end to the last whole page", () => {
    // Last page = floor((9 − 1)/4) = 2, holding the 9th player; the unfloored clamp would give 9/4 = 2.25.
    const page = nearbyPlayersPage(nine, 5, 4);
    expect(page.page).toBe(2);
    expect(page.chips).toEqual([{ name: "U2", badge: "U" }]);
    expect(page).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it("never clamps to an empty page when the list divides evenly", () => {
    // 8 players, 4 per page: pages 0 and 1; length/pageSize = 2 would be an empty page.
    const page = nearbyPlayersPage(nine.slice(0, 8), 2, 4);
    expect(page.page).toBe(1);
    expect(page.chips.map((c) => c.name)).toEqual(["P5", "P6", "P7", "U1"]);
    expect(page.hasNext).toBe(false);
  });

  it("clamps negative pages to the first and handles an empty tier", () => {
    expect(nearbyPlayersPage(nine, -3, 7)).toMatchObject({ page: 0, hasPrevious: false, hasNext: true });
    expect(nearbyPlayersPage([], 4, 7)).toEqual({ page: 0, chips: [], hasPrevious: false, hasNext: false });
  });
});
