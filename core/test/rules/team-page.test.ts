import { describe, expect, it } from "vitest";
import { banMatrix, banRounds, picksAndFloats } from "../../src/rules/map-bans.js";
import { matchCard } from "../../src/rules/match-card.js";
import { mmrCapUsage } from "../../src/rules/mmr-cap.js";
import { teamAverages } from "../../src/rules/team-averages.js";
import { mapRecord, teamRecord } from "../../src/rules/team-record.js";
import { statLine, teamMatch } from "./fixtures.js";

const map = (mapName: string, homeScore: number, awayScore: number, mapNumber = 1) => ({
  mapName,
  mapNumber,
  homeScore,
  awayScore,
});

describe("team record", () => {
  // Frogs (t1) against Toads (t2) and Newts (t3).
  const matches = [
    teamMatch("m1", "t1", "t2", { matchDay: "M1", maps: [map("de_nuke", 13, 7)] }), // W 13–7
    teamMatch("m2", "t3", "t1", { matchDay: "M2", maps: [map("de_nuke", 13, 10)] }), // away: L 10–13
    teamMatch("m3", "t1", "t2", { matchDay: "M3", maps: [map("de_mirage", 13, 11)] }), // W 13–11
    teamMatch("m4", "t1", "t3", { matchDay: "M4", completedAt: null }), // not played
    teamMatch("m5", "t1", "t3", {
      matchDay: "P1",
      maps: [map("de_inferno", 13, 9, 1), map("de_nuke", 8, 13, 2), map("de_ancient", 13, 5, 3)],
    }), // playoff series: maps W L W
    teamMatch("m6", "t1", "t2", { matchDay: "M5", maps: [map("de_train", 0, 0)] }), // 0–0: skipped
    teamMatch("m7", "t2", "t3", { matchDay: "M1", maps: [map("de_dust2", 13, 2)] }), // not Frogs'
    teamMatch("m8", "t1", "t2", { matchDay: "C1", maps: [map("de_dust2", 13, 2)] }), // combine: neither
  ];

  it("tallies the regular season, per map, defeated teams, conference and playoffs", () => {
    // Regular season: W 13–7, L 10–13, W 13–11 → 2–1, rounds 36:31
    // nuke: 1–1, 23:20; mirage: 1–0, 13:11. Conference {Newts}: the loss to Newts → 0–1.
    // Playoffs: inferno W, nuke L, ancient W → 2–1.
    expect(teamRecord(matches, "t1", new Set(["t3"]))).toEqual({
      wins: 2,
      losses: 1,
      roundsWon: 36,
      roundsLost: 31,
      maps: {
        de_nuke: { wins: 1, losses: 1, roundsWon: 23, roundsLost: 20 },
        de_mirage: { wins: 1, losses: 0, roundsWon: 13, roundsLost: 11 },
      },
      defeated: ["Toads", "Toads"],
      conference: { wins: 0, losses: 1 },
      playoffs: { wins: 2, losses: 1 },
    });
    expect(teamRecord(matches, "t1").conference).toBeNull();
  });

  it("derives the map record's round-win percentages", () => {
    // overall 36/67 = 53.73 % → 54; mirage 13/24 = 54.17 → 54; nuke 23/43 = 53.49 → 53
    expect(mapRecord(teamRecord(matches, "t1"))).toEqual({
      roundWinPct: 54,
      maps: [
        { mapName: "de_mirage", wins: 1, losses: 0, roundWinPct: 54 },
        { mapName: "de_nuke", wins: 1, losses: 1, roundWinPct: 53 },
      ],
    });
  });
});

describe("MMR cap usage", () => {
  it("sums the roster (unknown MMR as 0) against the cap", () => {
    // 1500 + 1600 + 0 + 1700 + 1800 = 6600 of 8300: available 1700, 6600/8300 = 79.518 % → 79.52 (1 dp: 79.5)
    const mmrs = [1500, 1600, null, 1700, 1800];
    expect(mmrCapUsage(mmrs, 8300)).toEqual({
      total: 6600,
      cap: 8300,
      available: 1700,
      usagePct: 79.52,
      overCap: false,
    });
    expect(mmrCapUsage(mmrs, 8300, 1).usagePct).toBe(79.5);
  });

  it("shows a negative availability over the cap", () => {
    // 5 × 2000 = 10000 of 9200: available −800, 108.695… → 108.7
    expect(mmrCapUsage([2000, 2000, 2000, 2000, 2000], 9200)).toMatchObject({
      available: -800,
      usagePct: 108.7,
      overCap: true,
    });
  });
});

describe("team averages", () => {
  it("divides by the roster players that have stats", () => {
    const roster = [
      { mmr: 1500, stats: statLine("A", { rating: 1.0, adr: 70, kast: 0.7 }) },
      { mmr: 1601, stats: statLine("B", { rating: 1.2, adr: 80, kast: 0.75 }) },
      { mmr: 2000, stats: undefined }, // no stats: neither counted nor averaged in
      { mmr: 1700, stats: statLine("C", { rating: 1.1, adr: 96, kast: 0.8 }) },
    ];
    // mmr (1500 + 1601 + 1700)/3 = 1600.33 → 1600; rating 3.3/3 = 1.1; adr 246/3 = 82; kast 2.25/3 = 0.75
    const avg = teamAverages(roster);
    expect(avg).toMatchObject({ players: 3, mmr: 1600, adr: 82, ef: 0 });
    expect(avg?.rating).toBeCloseTo(1.1, 9);
    expect(avg?.kast).toBeCloseTo(0.75, 9);
  });

  it("is null when nobody has stats", () => {
    expect(teamAverages([{ mmr: 1500, stats: undefined }])).toBeNull();
  });
});

describe("map bans", () => {
  // Match A: Frogs ban first (nuke, inferno, ancient), Toads ban train, mirage, overpass; dust2 played.
  const matchA = teamMatch("a", "t1", "t2", {
    maps: [map("de_dust2", 13, 9)],
    mapBans: [
      { number: 1, map: "de_nuke", teamId: "t1" },
      { number: 2, map: "de_train", teamId: "t2" },
      { number: 3, map: "de_inferno", teamId: "t1" },
      { number: 4, map: "de_mirage", teamId: "t2" },
      { number: 5, map: "de_ancient", teamId: "t1" },
      { number: 6, map: "de_overpass", teamId: "t2" },
    ],
  });
  // Match B: Newts ban first; Frogs ban nuke, vertigo (not in the pool), mirage; inferno played.
  // Received out of order: bans count by their number.
  const matchB = teamMatch("b", "t3", "t1", {
    matchDay: "M2",
    maps: [map("de_inferno", 10, 13)],
    mapBans: [
      { number: 6, map: "de_mirage", teamId: "t1" },
      { number: 1, map: "de_dust2", teamId: "t3" },
      { number: 2, map: "de_nuke", teamId: "t1" },
      { number: 3, map: "de_ancient", teamId: "t3" },
      { number: 4, map: "de_vertigo", teamId: "t1" },
      { number: 5, map: "de_train", teamId: "t3" },
    ],
  });
  // A playoff series and a match without bans are ignored.
  const playoff = teamMatch("p", "t1", "t3", {
    matchDay: "P1",
    maps: [map("de_train", 13, 2, 1), map("de_nuke", 13, 4, 2)],
    mapBans: [{ number: 1, map: "de_train", teamId: "t1" }],
  });
  const noBans = teamMatch("n", "t1", "t2", { matchDay: "M3", maps: [map("de_overpass", 13, 3)] });
  const matches = [matchA, matchB, playoff, noBans];

  it("counts bans per round and finds the perma-bans", () => {
    // A: nuke R1, inferno R2, ancient R3. B: nuke R1, vertigo R2 (not counted), mirage R3.
    // Weights 3/2/1: nuke 2·3 = 6, inferno 2, ancient 1, mirage 1 → top 3 nuke, inferno, ancient (name breaks the tie).
    const { rows, permaBans } = banMatrix(matches, "t1");
    const row = (name: string) => rows.find((r) => r.map === name);
    expect(row("de_nuke")).toEqual({ map: "de_nuke", rounds: [2, 0, 0], weight: 6 });
    expect(row("de_inferno")).toEqual({ map: "de_inferno", rounds: [0, 1, 0], weight: 2 });
    expect(row("de_mirage")).toEqual({ map: "de_mirage", rounds: [0, 0, 1], weight: 1 });
    expect(row("de_train")).toEqual({ map: "de_train", rounds: [0, 0, 0], weight: 0 });
    expect(rows.map((r) => r.map)).not.toContain("de_vertigo");
    expect(permaBans).toEqual(["de_nuke", "de_inferno", "de_ancient"]);
  });

  it("counts picks and floats", () => {
    // A: Frogs banned first → floats for the last ban (overpass) and the played map (dust2).
    // B: Newts banned first → the played map inferno is Frogs' pick.
    const counted = picksAndFloats(matches, "t1").filter((m) => m.picks + m.floats > 0);
    expect(counted).toEqual([
      { map: "de_dust2", picks: 0, floats: 1 },
      { map: "de_inferno", picks: 1, floats: 0 },
      { map: "de_overpass", picks: 0, floats: 1 },
    ]);
  });

  it("pairs a match's bans into rounds under the first two banning teams", () => {
    expect(banRounds(matchB)).toEqual({
      columns: ["Newts", "Frogs"],
      rows: [
        { round: 1, bans: ["de_dust2", "de_nuke"] },
        { round: 2, bans: ["de_ancient", "de_vertigo"] },
        { round: 3, bans: ["de_train", "de_mirage"] },
      ],
    });
  });
});

describe("match card", () => {
  it("is neutral before the match is played", () => {
    const card = matchCard(teamMatch("m", "t1", "t2", { completedAt: null }), "t1");
    expect(card).toMatchObject({ status: "not-played", result: null, maps: [], playoff: false });
  });

  it("shows a lost single map from the away side with scoreline and bans", () => {
    const card = matchCard(teamMatch("m", "t2", "t1", { maps: [map("de_nuke", 13, 8)], demoUrl: "d" }), "t1");
    expect(card).toEqual({
      playoff: false,
      status: "completed",
      result: "lost",
      maps: [{ mapName: "de_nuke", mapNumber: 1, score: 8, opponentScore: 13 }],
      showScorelineAndBans: true,
      demoUrl: "d",
    });
  });

  it("wins a series with more than half of the played maps, ignoring an unplayed map", () => {
    // 2 of 3 maps → 0.67 > 0.5: won; no scoreline/bans popovers for a playoff
    const won = teamMatch("s", "t1", "t3", {
      maps: [map("de_nuke", 13, 9, 1), map("de_train", 7, 13, 2), map("de_mirage", 13, 11, 3)],
    });
    expect(matchCard(won, "t1")).toMatchObject({ playoff: true, result: "won", showScorelineAndBans: false });
    // In progress at 1–1 with map 3 still 0–0: 1 of 2 played = 0.5, not more than half → lost, not counted as a third map
    const level = teamMatch("s", "t1", "t3", {
      completedAt: null,
      maps: [map("de_nuke", 13, 9, 1), map("de_train", 7, 13, 2), map("de_mirage", 0, 0, 3)],
    });
    const card = matchCard(level, "t1");
    expect(card).toMatchObject({ status: "in-progress", result: "lost" });
    expect(card.maps).toHaveLength(2);
  });

  it("refuses a team that did not play", () => {
    expect(() => matchCard(teamMatch("m", "t2", "t3"), "t1")).toThrow();
  });
});
