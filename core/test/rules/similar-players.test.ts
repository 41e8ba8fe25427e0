import { type SeasonStats, similarityOf, similarPlayers, type TierName } from "@fragboard/core";
import { describe, expect, it } from "vitest";

/**
 * Hand-worked vectors for docs/stats.md#similar-players. Features: awpR, odr·odaR, multiR, ADR,
 * 12·suppR + suppXR; each a standard score within the player's tier (population sd).
 */

const stats = (s: Partial<SeasonStats>) =>
  ({ gameCount: 5, awpR: 0, odr: 0, odaR: 0, multiR: 0, adr: 0, suppR: 0, suppXR: 0, ...s }) as SeasonStats;
const player = (name: string, tier: TierName, mmr: number, s: Partial<SeasonStats>) => ({
  name,
  tier,
  mmr,
  stats: stats(s),
});

// Elite: ADR 60, 80, 100, 100 → mean 85, sd √275 = 16.5831; awpR 0, 0, 0, 0.2 → mean 0.05, sd √0.0075 = 0.0866025.
const A = player("A", "Elite", 10_000, { adr: 60 });
const B = player("B", "Elite", 12_000, { adr: 80 });
const C = player("C", "Elite", 14_000, { adr: 100 });
const D = player("D", "Elite", 16_000, { adr: 100, awpR: 0.2 });
const elite = [A, B, C, D];

describe("similarPlayers", () => {
  it("ranks by distance of standard scores: A's nearest are B, C, D", () => {
    // z(A) = (awp −0.57735, adr −1.50756); z(B) = (−0.57735, −0.30151); z(C) = (−0.57735, 0.90453);
    // z(D) = (1.73205, 0.90453). d(A,B) = 1.20605, d(A,C) = 2.41209, d(A,D) = √(2.30940² + 2.41209²) = 3.33939.
    const near = similarPlayers(A, elite);
    expect(near.map((n) => n.player.name)).toEqual(["B", "C", "D"]);
    expect(near.map((n) => n.distance)).toEqual([
      expect.closeTo(1.20605, 4),
      expect.closeTo(2.41209, 4),
      expect.closeTo(3.33939, 4),
    ]);
    // 100 / (1 + d): 45.33 → 45, 29.31 → 29, 23.04 → 23.
    expect(near.map((n) => n.similarity)).toEqual([45, 29, 23]);
  });

  it("compares across tiers by standing among peers: the same z-scores are 100 % similar", () => {
    // Recruit ADR 30, 50: mean 40, sd 10, so X has z −1 like P (ADR 60) among P, Q (ADR 80) of Elite.
    const X = player("X", "Recruit", 5_000, { adr: 30 });
    const Y = player("Y", "Recruit", 6_000, { adr: 50 });
    const P = player("P", "Elite", 11_000, { adr: 60 });
    const Q = player("Q", "Elite", 13_000, { adr: 80 });
    const near = similarPlayers(X, [X, Y, P, Q]);
    expect(near[0]).toMatchObject({ player: P, distance: 0, similarity: 100 });
    // Q and Y both have z +1, 2 away from X: equal distances go by name.
    expect(near.map((n) => n.player.name)).toEqual(["P", "Q", "Y"]);
  });

  it("keeps to an MMR ceiling and a tier, leaves out players under 3 maps and the player himself", () => {
    const rookie = player("R", "Elite", 9_000, { adr: 60, gameCount: 2 });
    expect(similarPlayers(A, [...elite, rookie], { maxMmr: 14_000 }).map((n) => n.player.name)).toEqual([
      "B",
      "C",
    ]);
    expect(similarPlayers(A, elite, { tier: "Recruit" })).toEqual([]);
    expect(similarPlayers(A, elite, { limit: 1 }).map((n) => n.player.name)).toEqual(["B"]);
  });

  it("similarity is 100 at distance 0 and 50 at one standard deviation", () => {
    expect(similarityOf(0)).toBe(100);
    expect(similarityOf(1)).toBe(50);
  });
});
