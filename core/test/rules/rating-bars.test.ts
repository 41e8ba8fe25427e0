import { describe, expect, it } from "vitest";
import { consistencyScore, formArrow, ratingBars, ratingBarWidth } from "../../src/rules/rating-bars.js";
import { tierAggregates } from "../../src/rules/tier-aggregates.js";
import { statLine } from "./fixtures.js";

describe("rating bars", () => {
  it("fills the bar at a rating of 2", () => {
    expect(ratingBarWidth(1.3)).toBeCloseTo(65, 9); // 1.3/2 × 100
    expect(ratingBarWidth(2.4)).toBe(100); // capped
    expect(ratingBarWidth(-0.1)).toBe(0);
  });

  it("points the form arrow up, down or level within 0.05", () => {
    expect(formArrow(1.0, 1.05)).toBe("level"); // |1.00 − 1.05| = 0.05 ≤ 0.05
    expect(formArrow(1.0, 0.95)).toBe("level");
    expect(formArrow(1.0, 1.06)).toBe("up");
    expect(formArrow(1.0, 0.94)).toBe("down");
  });

  it("scores consistency relative to rating", () => {
    // (1 − 0.25/1.25) × 100 = 80
    expect(consistencyScore(0.25, 1.25)).toBe(80);
    // (1 − 0.333/1.1) × 100 = 69.73 → 70
    expect(consistencyScore(0.333, 1.1)).toBe(70);
    expect(consistencyScore(0.2, 0)).toBe(0);
  });

  it("puts the player's bars next to the tier averages", () => {
    const tier = tierAggregates([
      statLine("A", { rating: 1.2, peak: 1.8, pit: 0.6, consistency: 0.3 }),
      statLine("B", { rating: 0.8, peak: 1.4, pit: 0.4, consistency: 0.3 }),
    ]);
    const player = statLine("A", {
      rating: 1.2,
      peak: 1.8,
      pit: 0.6,
      form: 1.3,
      consistency: 0.3,
      gameCount: 1,
    });
    const bars = ratingBars(player, tier);
    // peak 1.8 → 90 %, tier peak average 1.6 → 80 %; pit 0.6 → 30 %, tier 0.5 → 25 %
    expect(bars.peak.width).toBeCloseTo(90, 9);
    expect(bars.peak.tierMarker).toBeCloseTo(80, 9);
    expect(bars.pit.width).toBeCloseTo(30, 9);
    expect(bars.pit.tierMarker).toBeCloseTo(25, 9);
    // form 1.3 vs rating 1.2: 0.1 above → up
    expect(bars.form).toBe("up");
    // player (1 − 0.3/1.2) × 100 = 75; tier (1 − 0.3/1.0) × 100 = 70
    expect(bars.consistency).toEqual({ player: 75, tier: 70 });
    expect(bars.caption).toBe("Data from last 1 match");
    expect(bars.fewGames).toBe(true);
    expect(ratingBars({ ...player, gameCount: 3 }, tier)).toMatchObject({
      caption: "Data from last 3 matches",
      fewGames: false,
    });
  });
});
