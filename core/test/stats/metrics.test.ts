import { describe, expect, it } from "vitest";
import { adr, hltvRating, hltvTwoPointO, impact, kast, killsPerRound } from "../../src/stats/metrics.js";

describe("per-round metrics (docs/stats.md)", () => {
  const line = { rounds: 20, kills: 16, assists: 5, deaths: 12, damage: 1700, kastRounds: 15 };

  it("kr, adr and kast divide by rounds", () => {
    expect(killsPerRound(line)).toBe(0.8); // 16 / 20
    expect(adr(line)).toBe(85); // 1700 / 20
    expect(kast(line)).toBe(0.75); // 15 / 20
  });

  it("impact is 2.13·kr + 0.42·assists per round − 0.41", () => {
    // 2.13·0.8 + 0.42·(5/20) − 0.41 = 1.704 + 0.105 − 0.41 = 1.399
    expect(impact(line)).toBeCloseTo(1.399, 12);
  });

  it("are 0 over no rounds, impact leaving its constant", () => {
    const none = { rounds: 0, kills: 0, assists: 0, deaths: 0, damage: 0, kastRounds: 0 };
    expect([killsPerRound(none), adr(none), kast(none)]).toEqual([0, 0, 0]);
    expect(impact(none)).toBe(-0.41);
  });
});

describe("hltvRating (HLTV 1.0 form, docs/stats.md#rating)", () => {
  it("is exactly 1 for the reference player: 0.679 kills, 0.317 survival, 1.277 multi-kill points a round", () => {
    // 1000 rounds, 679 kills, 683 deaths; 81 1K + 299 2K rounds = 81 + 598 = 679 kills,
    // multi-kill points 81 + 4·299 = 1277. (0.679/0.679 + 0.7·(317/1000)/0.317 + 1.277/1.277) / 2.7
    // = (1 + 0.7 + 1) / 2.7 = 1.
    const counts = { rounds: 1000, kills: 679, deaths: 683, k1: 81, k2: 299, k3: 0, k4: 0, k5: 0 };
    expect(hltvRating(counts)).toBeCloseTo(1, 12);
  });

  it("weights multi-kill rounds by n²", () => {
    // 20 rounds, 16 kills (7 1K + 3 2K + 1 3K = 7 + 6 + 3), 12 deaths.
    // kr = 0.8 → 0.8/0.679 = 1.1782032401
    // survival = 8/20 = 0.4 → 0.7·0.4/0.317 = 0.28/0.317 = 0.8832807571
    // multi = 7 + 4·3 + 9·1 = 28 → 28/20 = 1.4 → 1.4/1.277 = 1.0963194988
    // (1.1782032401 + 0.8832807571 + 1.0963194988) / 2.7 = 3.1578034960 / 2.7 = 1.1695568504
    const counts = { rounds: 20, kills: 16, deaths: 12, k1: 7, k2: 3, k3: 1, k4: 0, k5: 0 };
    expect(hltvRating(counts)).toBeCloseTo(1.1695568504, 9);
  });

  it("is 0 over no rounds (a side a player never played)", () => {
    expect(hltvRating({ rounds: 0, kills: 0, deaths: 0, k1: 0, k2: 0, k3: 0, k4: 0, k5: 0 })).toBe(0);
  });
});

describe("hltvTwoPointO (HLTV 2.0 approximation, docs/stats.md#hltvtwopointo)", () => {
  it("works from kast, kr, deaths, impact and adr", () => {
    // 100 rounds: KPR 0.8, APR 0.2, DPR 0.6, KAST% 70, ADR 80.
    // Impact = 2.13·0.8 + 0.42·0.2 − 0.41 = 1.704 + 0.084 − 0.41 = 1.378
    // 0.0073·70 + 0.3591·0.8 − 0.5329·0.6 + 0.2372·1.378 + 0.0032·80 + 0.1587
    // = 0.511 + 0.28728 − 0.31974 + 0.3268616 + 0.256 + 0.1587 = 1.2201016
    const counts = { rounds: 100, kills: 80, assists: 20, deaths: 60, damage: 8000, kastRounds: 70 };
    expect(hltvTwoPointO(counts)).toBeCloseTo(1.2201016, 9);
  });

  it("gives one map's figure from the same counts", () => {
    // 20 rounds: KPR 1.0, APR 0.2, DPR 0.75, KAST% 75, ADR 100.
    // Impact = 2.13 + 0.084 − 0.41 = 1.804
    // 0.5475 + 0.3591 − 0.399675 + 0.4279088 + 0.32 + 0.1587 = 1.4135338
    const counts = { rounds: 20, kills: 20, assists: 4, deaths: 15, damage: 2000, kastRounds: 15 };
    expect(hltvTwoPointO(counts)).toBeCloseTo(1.4135338, 9);
  });

  it("leaves only its constants over no rounds, never NaN", () => {
    // 0.2372·(−0.41) + 0.1587 = −0.097252 + 0.1587 = 0.061448
    const none = { rounds: 0, kills: 0, assists: 0, deaths: 0, damage: 0, kastRounds: 0 };
    expect(hltvTwoPointO(none)).toBeCloseTo(0.061448, 12);
  });
});
