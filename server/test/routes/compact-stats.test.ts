import type { SeasonStats } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { compactStats } from "../../src/routes/csc/compact-stats.js";

describe("compactStats", () => {
  it("keeps 6 significant digits of fractions and leaves counts and names alone", () => {
    const stats = {
      name: "someone",
      kills: 94,
      rating: 0.9109850844716842,
      adr: 75.02777777777777,
      utilDmg: 129.71428571428572,
      awpR: 0,
      odaR: 0.00001319444444,
    } as unknown as SeasonStats;
    expect(compactStats(stats)).toEqual({
      name: "someone",
      kills: 94,
      rating: 0.910985,
      adr: 75.0278,
      utilDmg: 129.714,
      awpR: 0,
      odaR: 0.0000131944,
    });
  });
});
