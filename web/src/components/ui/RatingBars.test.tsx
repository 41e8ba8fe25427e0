import { ratingBars, tierAggregates } from "@fragboard/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { statsFor } from "../../test/fixtures.js";
import { RatingBars } from "./RatingBars.js";

function renderBars(gameCount: number) {
  const stats = statsFor("Frog", { gameCount, rating: 1.2, peak: 1.6, pit: 0.8, consistency: 0.3 });
  const bars = ratingBars(stats, tierAggregates([stats, statsFor("Toad", { rating: 0.9 })]));
  render(<RatingBars bars={bars} stats={stats} tier="Elite" />);
}

describe("RatingBars", () => {
  it("gives the consistency score from two maps on: (1 − 0.3 / 1.2) × 100 = 75", () => {
    renderBars(2);
    expect(screen.getByTitle(/^Consistency score/).textContent).toBe("75");
  });

  it("shows consistency as '–' with fewer than 2 maps, saying why", () => {
    renderBars(1);
    expect(screen.getByTitle(/^Consistency needs at least 2 maps/).textContent).toBe("–");
    expect(screen.queryByTitle(/^Consistency score/)).toBeNull();
  });
});
