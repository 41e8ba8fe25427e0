import { describe, expect, it } from "vitest";
import { hltvTwoPointO, matchHltvTwoPointO } from "../../src/rules/hltv.js";
import { statLine } from "./fixtures.js";

describe("HLTV 2.0 approximation", () => {
  it("computes the season figure from kr, assists, deaths, rounds, kast and adr", () => {
    // KPR 0.8, APR 20/100 = 0.2, DPR 60/100 = 0.6, KAST% 70, ADR 80.
    // Impact = 2.13·0.8 + 0.42·0.2 − 0.41 = 1.704 + 0.084 − 0.41 = 1.378
    // Rating = 0.0073·70 + 0.3591·0.8 − 0.5329·0.6 + 0.2372·1.378 + 0.0032·80 + 0.1587
    //        = 0.511 + 0.28728 − 0.31974 + 0.3268616 + 0.256 + 0.1587 = 1.2201016
    const stats = statLine("A", { kr: 0.8, assists: 20, deaths: 60, rounds: 100, kast: 0.7, adr: 80 });
    expect(hltvTwoPointO(stats)).toBeCloseTo(1.2201016, 7);
  });

  it("computes the per-map figure of a trend row", () => {
    // KPR 1.0, APR 4/20 = 0.2, DPR 15/20 = 0.75, KAST% 75, ADR 100.
    // Impact = 2.13 + 0.084 − 0.41 = 1.804
    // Rating = 0.5475 + 0.3591 − 0.399675 + 0.4279088 + 0.32 + 0.1587 = 1.4135338
    const row = { KR: 1, kast: 0.75, deaths: 15, assists: 4, rounds: 20, adr: 100 };
    expect(matchHltvTwoPointO(row)).toBeCloseTo(1.4135338, 7);
  });

  it("treats a zero-round line as zero assists and deaths per round instead of NaN", () => {
    // Only the constants remain: 0.2372·(−0.41) + 0.1587 = −0.097252 + 0.1587 = 0.061448
    expect(hltvTwoPointO(statLine("A"))).toBeCloseTo(0.061448, 7);
  });
});
