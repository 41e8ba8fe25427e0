import {
  compareMatchDays,
  headToHead,
  type MatchListItem,
  matchCalendar,
  matchDayLabel,
  type PlayedMapTeams,
  vetoSteps,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";

describe("vetoSteps", () => {
  const pool = ["de_a", "de_b", "de_c", "de_d", "de_e", "de_f", "de_g"];

  it("one map: six bans in turn, and the map left is the decider", () => {
    const bans = [3, 1, 2, 4, 6, 5].map((number) => ({
      number,
      map: pool[number - 1] as string,
      teamId: number % 2 === 1 ? "home" : "away",
    }));
    expect(vetoSteps(bans, [{ mapNumber: 1, mapName: "de_g" }], pool)).toEqual([
      { action: "ban", map: "de_a", teamId: "home" },
      { action: "ban", map: "de_b", teamId: "away" },
      { action: "ban", map: "de_c", teamId: "home" },
      { action: "ban", map: "de_d", teamId: "away" },
      { action: "ban", map: "de_e", teamId: "home" },
      { action: "ban", map: "de_f", teamId: "away" },
      { action: "decider", map: "de_g", teamId: null },
    ]);
  });

  it("best of three: the first banner picks map 1, the other map 2; the decider is the map left, even unplayed", () => {
    const bans = [
      { number: 1, map: "de_a", teamId: "high" },
      { number: 2, map: "de_b", teamId: "low" },
      { number: 3, map: "de_e", teamId: "high" },
      { number: 4, map: "de_f", teamId: "low" },
    ];
    // A 2–0 series: map 3 (de_g, the map left after bans and picks) was never played.
    const played = [
      { mapNumber: 2, mapName: "de_d" },
      { mapNumber: 1, mapName: "de_c" },
    ];
    expect(vetoSteps(bans, played, pool)).toEqual([
      { action: "ban", map: "de_a", teamId: "high" },
      { action: "ban", map: "de_b", teamId: "low" },
      { action: "pick", map: "de_c", teamId: "high" },
      { action: "pick", map: "de_d", teamId: "low" },
      { action: "ban", map: "de_e", teamId: "high" },
      { action: "ban", map: "de_f", teamId: "low" },
      { action: "decider", map: "de_g", teamId: null },
    ]);
  });

  it("another format: the bans as they are, then the maps played; no veto before a match is played", () => {
    const bans = [{ number: 1, map: "de_a", teamId: "home" }];
    expect(vetoSteps(bans, [{ mapNumber: 1, mapName: "de_c" }], pool)).toEqual([
      { action: "ban", map: "de_a", teamId: "home" },
      { action: "played", map: "de_c", teamId: null },
    ]);
    expect(vetoSteps([], [], pool)).toEqual([]);
  });
});

describe("headToHead", () => {
  const map = (
    matchId: string,
    scheduledMatchId: string | null,
    playedAt: string,
    mapName: string,
    mapNumber: number,
    t0: [string | null, number],
    t1: [string | null, number],
  ): PlayedMapTeams => ({
    matchId,
    scheduledMatchId,
    season: 14,
    tier: "Premier",
    matchDay: scheduledMatchId?.includes("p1") ? "P1" : "M3",
    mapName,
    mapNumber,
    playedAt,
    teams: [
      { teamId: t0[0], score: t0[1] },
      { teamId: t1[0], score: t1[1] },
    ],
  });
  // Side A: teams a14 and a15 (one franchise's team in two seasons); side B: b14.
  const sideOf = (id: string) => ({ a14: 0, a15: 0, b14: 1 })[id] as 0 | 1 | undefined;
  const maps = [
    // A regular-season map, B listed first: A won 13–9.
    map("m1", "m1", "2025-01-01T20:00:00Z", "de_inferno", 1, ["b14", 9], ["a14", 13]),
    // A playoff series 1–1 so far (level): A lost 10–13 on Inferno, won 16–14 on Nuke.
    map("p1-1", "p1", "2025-02-01T20:00:00Z", "de_inferno", 1, ["a15", 10], ["b14", 13]),
    map("p1-2", "p1", "2025-02-01T21:00:00Z", "de_nuke", 2, ["a15", 16], ["b14", 14]),
    // Not theirs: a team of neither side, two teams of one side, a combine map.
    map("x1", "x1", "2025-01-08T20:00:00Z", "de_nuke", 1, ["a14", 13], ["c14", 2]),
    map("x2", "x2", "2025-01-09T20:00:00Z", "de_nuke", 1, ["a14", 13], ["a15", 2]),
    map("x3", null, "2025-01-10T20:00:00Z", "de_nuke", 1, [null, 13], ["b14", 2]),
  ];

  it("records, per-map records and the mean round difference, from A's side", () => {
    const record = headToHead(maps, sideOf);
    expect(record).toMatchObject({
      maps: 3,
      mapWins: [2, 1],
      matches: 2,
      // The regular-season match for A; the series is level, so nobody's.
      matchWins: [1, 0],
      // (13−9) + (10−13) + (16−14) = 4 − 3 + 2 = 3 over 3 maps.
      roundDifference: 1,
      byMap: [
        // Inferno: +4 and −3, mean 0.5.
        { mapName: "de_inferno", played: 2, wins: [1, 1], roundDifference: 0.5 },
        { mapName: "de_nuke", played: 1, wins: [1, 0], roundDifference: 2 },
      ],
    });
    expect(record.meetings).toEqual([
      {
        id: "p1",
        season: 14,
        tier: "Premier",
        matchDay: "P1",
        playedAt: "2025-02-01T20:00:00Z",
        maps: [
          { matchId: "p1-1", mapNumber: 1, mapName: "de_inferno", score: [10, 13] },
          { matchId: "p1-2", mapNumber: 2, mapName: "de_nuke", score: [16, 14] },
        ],
        winner: null,
      },
      {
        id: "m1",
        season: 14,
        tier: "Premier",
        matchDay: "M3",
        playedAt: "2025-01-01T20:00:00Z",
        maps: [{ matchId: "m1", mapNumber: 1, mapName: "de_inferno", score: [13, 9] }],
        winner: 0,
      },
    ]);
  });

  it("two sides that never met: an empty record", () => {
    expect(headToHead(maps.slice(3), sideOf)).toEqual({
      maps: 0,
      mapWins: [0, 0],
      matches: 0,
      matchWins: [0, 0],
      roundDifference: 0,
      byMap: [],
      meetings: [],
    });
  });
});

describe("matchCalendar", () => {
  const match = (id: string, matchDay: string, scheduledDate: string, played: boolean): MatchListItem => ({
    id,
    season: 15,
    tier: "Premier",
    matchType: "Regulation",
    matchDay,
    scheduledDate,
    completedAt: played ? scheduledDate : null,
    status: played ? "completed" : "not-played",
    home: { id: "h", name: "Home", franchise: null },
    away: { id: "a", name: "Away", franchise: null },
    maps: played ? [{ matchId: id, mapNumber: 1, mapName: "de_nuke", homeScore: 13, awayScore: 4 }] : [],
    winner: played ? "home" : null,
  });

  it("the first day not fully played is next; played days newest first; later days soonest first", () => {
    const calendar = matchCalendar([
      match("m3b", "M3", "2025-01-15T20:00:00Z", false),
      match("m1", "M1", "2025-01-01T20:00:00Z", true),
      match("m10", "M10", "2025-03-05T20:00:00Z", false),
      match("m3a", "M3", "2025-01-15T19:00:00Z", true),
      match("m2", "M2", "2025-01-08T20:00:00Z", true),
      match("m4", "M4", "2025-01-22T20:00:00Z", false),
      match("p1", "P1", "2025-03-20T20:00:00Z", false),
    ]);
    // M3 is half played: it is the next day, its matches by time.
    expect(calendar.next?.matchDay).toBe("M3");
    expect(calendar.next?.matches.map((m) => m.id)).toEqual(["m3a", "m3b"]);
    expect(calendar.results.map((d) => d.matchDay)).toEqual(["M2", "M1"]);
    // M10 after M4 (by number, not as text), the playoffs last.
    expect(calendar.later.map((d) => d.matchDay)).toEqual(["M4", "M10", "P1"]);
  });

  it("a season fully played has no next day; an empty one has nothing", () => {
    const played = matchCalendar([match("m1", "M1", "2025-01-01T20:00:00Z", true)]);
    expect(played).toMatchObject({ next: null, later: [] });
    expect(played.results.map((d) => d.matchDay)).toEqual(["M1"]);
    expect(matchCalendar([])).toEqual({ next: null, results: [], later: [] });
  });

  it("orders and names match days: combines, regular season, playoffs", () => {
    expect(["P1", "M10", "C2", "M2", "C1"].sort(compareMatchDays)).toEqual(["C1", "C2", "M2", "M10", "P1"]);
    expect(["M5", "P2", "C1"].map(matchDayLabel)).toEqual([
      "Match day 5",
      "Playoffs round 2",
      "Combine day 1",
    ]);
  });
});
