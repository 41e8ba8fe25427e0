import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averageCombinedRankings,
  COMBINED_CATEGORIES,
  type CombinedRankings,
  combinedRankings,
  componentScore,
  rankingBar,
  totalPercentile,
} from "../../src/rules/combined-rankings.js";
import { SEASON_STAT_KEYS, type SeasonStats } from "../../src/stats/shapes.js";
import { statLine } from "./fixtures.js";

describe("componentScore", () => {
  it("scales between the tier's lowest and highest", () => {
    // L 0.5, H 1.5: 100·(0.83 − 0.5)/1 = 33; 100·(0.777 − 0.5)/1 = 27.7
    expect(componentScore(0.83, 0.5, 1.5)).toBe(33);
    expect(componentScore(0.777, 0.5, 1.5)).toBe(27.7);
    // 100·(1/3)/1 = 33.333… → 33.33 (2 dp)
    expect(componentScore(0.5 + 1 / 3, 0.5, 1.5)).toBe(33.33);
  });

  it("is 0 below the range and 100 above it", () => {
    expect(componentScore(0.2, 0.5, 1.5)).toBe(0);
    expect(componentScore(2.2, 0.5, 1.5)).toBe(100);
  });

  it("is 100 for a flat or inverted range (H ≤ L)", () => {
    expect(componentScore(0, 1, 1)).toBe(100);
    expect(componentScore(0.3, 0.3, 0.2)).toBe(100);
  });
});

describe("totalPercentile", () => {
  it("is the share of population totals at or below the total", () => {
    // ≤ 30 among 10, 20, 30, 40: 3 of 4 → 75
    expect(totalPercentile(30, [40, 10, 30, 20])).toBe(75);
  });
  it("is 0 for a total under 1 and for a share under 1", () => {
    expect(totalPercentile(0.5, [0.5, 10])).toBe(0);
    // the lowest of 150 distinct totals: 1/150 × 100 = 0.67 < 1 → 0
    const totals = Array.from({ length: 150 }, (_, i) => 5 + i);
    expect(totalPercentile(5, totals)).toBe(0);
    // the second lowest: 2/150 × 100 = 1.333… → 1.33
    expect(totalPercentile(6, totals)).toBe(1.33);
  });
});

describe("combinedRankings", () => {
  // Stats outside the categories below are 0 for everyone: flat ranges score 100, so those
  // categories total the same for everybody and every player is at 100.
  const p1 = statLine("P1", {
    awpR: 0.3,
    odaR: 0.1,
    odr: 0.4,
    tRatio: 0.2,
    assists: 40,
    rounds: 200,
    suppXR: 5,
  });
  const p2 = statLine("P2", {
    awpR: 0,
    odaR: 0.2,
    odr: 0.6,
    tRatio: 0.3,
    assists: 30,
    rounds: 100,
    suppXR: 7,
  });
  const p3 = statLine("P3", {
    awpR: 0.1,
    odaR: 0.15,
    odr: 0.5,
    tRatio: 0.1,
    assists: 60,
    rounds: 300,
    suppXR: 6,
  });
  const tier = [p1, p2, p3];

  it("ranks Sniping, Opening and the flat categories", () => {
    // Sniping, awpR L 0 H 0.3: P1 100, P2 0, P3 100·0.1/0.3 = 33.33.
    //   P1: 3 of 3 totals ≤ 100 → 100; P2: total 0 < 1 → 0; P3: {0, 33.33} → 2/3 = 66.67
    // Opening, odaR L 0.1 H 0.2 and odr L 0.4 H 0.6: P1 0 + 0 = 0, P2 100 + 100 = 200, P3 50 + 50 = 100.
    //   P1 0 → 0; P2 3/3 → 100; P3 {0, 100} → 66.67
    expect(combinedRankings(p1, tier)).toMatchObject({
      Sniping: 100,
      Opening: 0,
      Firepower: 100,
      Utility: 100,
    });
    expect(combinedRankings(p2, tier)).toMatchObject({ Sniping: 0, Opening: 100, Trading: 100 });
    expect(combinedRankings(p3, tier)).toMatchObject({ Sniping: 66.67, Opening: 66.67, Clutching: 100 });
  });

  it("bounds assists per round by lowest assists ÷ lowest rounds and highest ÷ highest", () => {
    // Assists/round bounds: L = 30/100 = 0.3, H = 60/300 = 0.2 → H ≤ L → every player scores 100
    // (the min/max of the ratios, 0.2 and 0.3, would have given P1 0, P2 100, P3 0).
    // Entrying = odaR + odr + tRatio (L 0.1 H 0.3) + assists/round + suppXR (L 5 H 7):
    //   P1: 0 + 0 + 50 + 100 + 0 = 150;  P2: 100 + 100 + 100 + 100 + 100 = 500;  P3: 50 + 50 + 0 + 100 + 50 = 250
    //   P1: 1/3 → 33.33; P2: 3/3 → 100; P3: 2/3 → 66.67
    expect(combinedRankings(p1, tier).Entrying).toBe(33.33);
    expect(combinedRankings(p2, tier).Entrying).toBe(100);
    expect(combinedRankings(p3, tier).Entrying).toBe(66.67);
  });

  it("ranks out-of-tier stats against the primary tier, replacing the player's own row", () => {
    // P1's line from another tier, outside the tier's ranges: awpR 0.45 > H, odaR 0.05 < L, odr 0.7 > H.
    const away = statLine("P1", { awpR: 0.45, odaR: 0.05, odr: 0.7 });
    // Opening = 0 + 100 = 100. Population: this line, P2 (200), P3 (100) — P1's primary row (0) is
    // left out: ≤ 100 is 2 of 3 → 66.67 (with the primary row it would be 3 of 4 = 75).
    // Sniping = 100 (above H) → all 3 totals ≤ 100 → 100.
    expect(combinedRankings(away, tier)).toMatchObject({ Opening: 66.67, Sniping: 100 });
  });

  it("always lies in 0..100", () => {
    const stat = fc.double({ min: -50, max: 500, noNaN: true });
    const line = fc
      .tuple(...SEASON_STAT_KEYS.map(() => stat))
      .map((values) => statLine("X", Object.fromEntries(SEASON_STAT_KEYS.map((k, i) => [k, values[i]]))));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.nat(), (lines, pick) => {
        const population: SeasonStats[] = lines.map((l, i) => ({ ...l, name: `P${i}` }));
        const viewed = population[pick % population.length] as SeasonStats;
        const rankings = combinedRankings(viewed, population);
        return COMBINED_CATEGORIES.every((c) => rankings[c] >= 0 && rankings[c] <= 100);
      }),
      { numRuns: 200 },
    );
  });
});

describe("averageCombinedRankings", () => {
  const rankings = (overrides: Partial<CombinedRankings>): CombinedRankings => ({
    Firepower: 0,
    Entrying: 0,
    Opening: 0,
    Sniping: 0,
    Trading: 0,
    Clutching: 0,
    Utility: 0,
    ...overrides,
  });

  it("averages each category, Sniping only over players who snipe", () => {
    // Firepower (100 + 50)/2 = 75; Sniping only the 66.67 counts (the other is 0) → 66.67
    const avg = averageCombinedRankings([
      rankings({ Firepower: 100, Sniping: 66.67 }),
      rankings({ Firepower: 50, Sniping: 0 }),
    ]);
    expect(avg).toMatchObject({ Firepower: 75, Sniping: 66.67, Utility: 0 });
  });

  it("gives Sniping 0 when nobody snipes", () => {
    expect(averageCombinedRankings([rankings({}), rankings({ Trading: 40 })])).toMatchObject({
      Sniping: 0,
      Trading: 20,
    });
  });
});

describe("rankingBar", () => {
  it("labels floor(value)/100 and colours by band", () => {
    expect(rankingBar(73.9)).toEqual({ width: 73.9, label: "73/100", colour: "yellow" });
    expect(rankingBar(29.99).colour).toBe("red");
    expect(rankingBar(30).colour).toBe("orange");
    expect(rankingBar(50).colour).toBe("yellow");
    expect(rankingBar(75).colour).toBe("green");
  });
});
