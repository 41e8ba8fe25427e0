import {
  accumulateLines,
  groupSeasonStats,
  mapEventsShapeSchema,
  mergeAccumulations,
  type PlayerMapLine,
  playerMapLines,
  seasonStatsFromAccumulation,
  seasonStatsFromLines,
  seasonStatsRowSchema,
  seasonStatsSchema,
  storeMap,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { close } from "./expect-helpers.js";
import { A, FIXTURE, quickMap, X } from "./fixture.js";

const linesOf = (events: typeof FIXTURE) => playerMapLines(storeMap(mapEventsShapeSchema.parse(events)));
const fixtureLines = linesOf(FIXTURE);
// Three one-round maps after the fixture; A plays the last under a new name.
const quick1 = linesOf(quickMap("s1-contender-m2-map1", "2025-01-08T20:00:00.000Z"));
const quick2 = linesOf(quickMap("s1-contender-m3-map1", "2025-01-15T20:00:00.000Z"));
const quick3 = linesOf(quickMap("s1-contender-m4-map1", "2025-01-22T20:00:00.000Z", "alpha1-renamed"));
const only = (lines: PlayerMapLine[], id: string) => lines.filter((l) => l.steam64Id === id);
const allLines = [...fixtureLines, ...quick1, ...quick2, ...quick3];

// Single-map ratings of A. Fixture: rF (see lines.test.ts). Quick map: 1 kill in 1 round, survived,
// one 1K: kr 1, survival 1, multi 1 → (1.4727540501 + 2.2082018927 + 0.7830853563) / 2.7.
const rF = 1.1805641404842;
const rS = 1.6533486293044;

describe("seasonStatsFromLines", () => {
  it("A over four maps (given out of date order): every field", () => {
    const lines = only([...quick3, ...fixtureLines, ...quick1, ...quick2], A);
    // Totals: fixture + 3 × quick map.
    //   rounds 4 + 3 = 7; kills 3 + 3 = 6; deaths 2 + 0 = 2; assists 0
    //   CT (fixture only): 2 rounds, 2 kills, 0 deaths, one 2K
    //   T: 2 + 3 = 5 rounds, 1 + 3 = 4 kills, 2 deaths, 1K rounds 1 + 3 = 4
    //   damage 290 + 3·100 = 590; hs 1 + 3 = 4; kast rounds 3 + 3 = 6; survived 2 + 3 = 5
    //   opening kills 1 + 3 = 4, all on T; no opening deaths
    expect(seasonStatsFromLines(lines)).toEqual({
      name: "alpha1-renamed", // the name on the latest map
      gameCount: 4,
      rounds: 7,
      kills: 6,
      deaths: 2,
      assists: 0,
      rating: close(1.3831860642643), // kr, survival, multi = 6/7, 5/7, 8/7 (multi = 1K·4 + 4·2K·1)
      ctRating: close(1.9433802427503), // kr, survival, multi = 1, 1, 2
      TRating: close(1.1591083928699), // kr, survival, multi = 4 / 5, 3 / 5, 4 / 5
      // HLTV 2.0 over 7 rounds: KAST% 600/7, KPR 6/7, DPR 2/7, impact 12.78/7 − 0.41 = 9.91/7, ADR 590/7:
      // (4.38 + 2.1546 − 1.0658 + 0.2372·9.91 + 1.888) / 7 + 0.1587 = 9.707452 / 7 + 0.1587
      hltvTwoPointO: close(1.5454788571429),
      peak: close(rS),
      pit: close(rF),
      form: close(rS), // the last three maps are the quick ones
      // ratings rF, rS, rS, rS: mean m = (rF + 3rS)/4; deviations 3(rF − rS)/4 once and (rS − rF)/4
      // three times; variance = (9d² + 3d²)/16/4 = 3d²/16 with d = rS − rF, so std-dev = d·√3/4
      consistency: close(((rS - rF) * Math.sqrt(3)) / 4),
      impact: close(2.13 * (6 / 7) + 0.42 * 0 - 0.41),
      kr: close(6 / 7),
      adr: close(590 / 7),
      kast: close(6 / 7),
      hs: close((4 / 6) * 100),
      odr: 1, // 4 won / 4 attempted
      odaR: close(4 / 7),
      entriesR: close(4 / 5), // T opening kills / T rounds
      eaR: close(4 / 5), // T opening attempts / T rounds
      adp: 1, // (1 + 1) / 2 deaths
      awpR: 0,
      multiR: close((2 * 1) / 7),
      clutchR: close((1 + 2 * 1) / 7), // cl_1 + 2·cl_2 = 3 points
      tradesR: close(1 / 7),
      savesR: 0,
      tRatio: 0, // 0 traded of 2 deaths
      sRate: close(5 / 7),
      saveRate: 0, // 0 saves in his 1 lost round
      suppR: close(1 / 7),
      suppXR: close((0 + 45) / 7), // support damage 0 + utility damage 45
      ef: close(1 / 4),
      fAssists: close(1 / 4),
      util: 1, // 4 grenades / 4 maps
      utilDmg: close(45 / 4),
      Xnade: close(45 / 7),
      twoK: 1,
      threeK: 0,
      fourK: 0,
      fiveK: 0,
      cl_1: 1,
      cl_2: 1,
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
    });
  });

  it("X over the fixture alone: every field", () => {
    const rX = 0.6222111764351; // kr, survival, multi = 0.5, 0.25, 0.5 (lines.test.ts)
    expect(seasonStatsFromLines(only(fixtureLines, X))).toEqual({
      name: "bravo1",
      gameCount: 1,
      rounds: 4,
      kills: 2,
      deaths: 3,
      assists: 0,
      rating: close(rX),
      ctRating: 0,
      TRating: close(1.2444223528703), // kr, survival, multi = 1, 0.5, 1
      hltvTwoPointO: close(0.801441), // as X's line (lines.test.ts)
      peak: close(rX), // one map: peak = pit = form = its rating
      pit: close(rX),
      form: close(rX),
      consistency: 0,
      impact: close(0.655),
      kr: 0.5,
      adr: 50,
      kast: 0.75,
      hs: 50, // 1 of 2 kills
      odr: 0.5, // 1 won of 2 (R1 won on T, R3 lost on CT)
      odaR: 0.5, // 2 / 4
      entriesR: 0.5, // 1 T opening kill / 2 T rounds
      eaR: 0.5, // 1 T attempt / 2 T rounds
      adp: close(4 / 3), // (1 + 1 + 2) / 3
      awpR: 0.25, // 1 AWP kill / 4
      multiR: 0,
      clutchR: 0,
      tradesR: 0,
      savesR: 0.25, // R2 / 4
      tRatio: close(1 / 3), // R3 of 3 deaths
      sRate: 0.25,
      saveRate: close(1 / 3), // 1 save of 3 lost rounds
      suppR: 0,
      suppXR: 10, // (0 + 40) / 4
      ef: 0,
      fAssists: 0,
      util: 2,
      utilDmg: 40,
      Xnade: 10, // 40 / 4
      twoK: 0,
      threeK: 0,
      fourK: 0,
      fiveK: 0,
      cl_1: 0,
      cl_2: 0,
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
    });
  });

  it("is schema-valid and all zeros (no name) without lines", () => {
    const empty = seasonStatsFromLines([]);
    expect(seasonStatsSchema.parse(empty)).toEqual(empty);
    expect(empty.name).toBe("");
    expect(empty.gameCount).toBe(0);
    expect(empty.peak).toBe(0);
  });

  it("merging the accumulations of two batches equals accumulating all lines", () => {
    const lines = only(allLines, A);
    const merged = mergeAccumulations(accumulateLines(lines.slice(0, 2)), accumulateLines(lines.slice(2)));
    expect(merged).toEqual(accumulateLines(lines));
    expect(seasonStatsFromAccumulation(merged)).toEqual(seasonStatsFromLines(lines));
  });
});

describe("groupSeasonStats", () => {
  it("gives one row per (season, tier, match type, player), with his latest player id", () => {
    // The last quick map again, filed under Premier: every player gets a second row.
    const premier = quick3.map((l) => ({ ...l, tier: "Premier" as const, matchId: `${l.matchId}-p` }));
    const rows = groupSeasonStats([...allLines, ...premier]);
    expect(rows.map((r) => [r.tier, r.steam64Id, r.playerId, r.stats.gameCount])).toEqual([
      ["Contender", A, "p-a", 4],
      ["Contender", "76561198000000002", "p-b", 4],
      ["Contender", X, "p-x", 4],
      ["Contender", "76561198000000004", null, 4],
      ["Premier", A, "p-a", 1],
      ["Premier", "76561198000000002", "p-b", 1],
      ["Premier", X, "p-x", 1],
      ["Premier", "76561198000000004", null, 1],
    ]);
    for (const row of rows) {
      expect(seasonStatsRowSchema.parse(row)).toEqual(row);
      expect(row).toMatchObject({ season: 1, matchType: "Regulation" });
    }
    expect(rows[0]?.stats).toEqual(seasonStatsFromLines(only(allLines, A)));
    expect(rows[4]?.stats).toEqual(seasonStatsFromLines(only(premier, A)));
  });
});
