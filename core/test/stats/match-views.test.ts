import {
  extendedMatchStats,
  extendedMatchStatsSchema,
  mapEventsShapeSchema,
  matchSummary,
  matchSummarySchema,
  playerMapLines,
  scoreboard,
  scoreboardSchema,
  storeMap,
  trendRow,
  trendRowSchema,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { close } from "./expect-helpers.js";
import { A, FIXTURE } from "./fixture.js";

const map = storeMap(mapEventsShapeSchema.parse(FIXTURE));
const [lineA] = playerMapLines(map);

describe("trendRow", () => {
  it("A's point on the trend chart", () => {
    if (!lineA) throw new Error("no line");
    const row = trendRow(lineA);
    expect(trendRowSchema.parse(row)).toEqual(row);
    expect(row).toEqual({
      rating: close(1.1805641404842), // kr, survival, multi = 0.75, 0.5, 1.25
      impactRating: close(1.1875),
      damage: 290,
      adr: 72.5,
      deaths: 2,
      rounds: 4,
      assists: 0,
      KR: 0.75,
      ef: 1,
      kast: 0.75,
      utilDmg: 45,
      TRating: close(0.4177480382181), // kr, survival, multi = 0.5, 0, 0.5
      ctRating: close(1.9433802427503), // kr, survival, multi = 1, 1, 2
      hltvTwoPointO: close(1.22275), // as A's line (lines.test.ts)
      match: { matchDay: "M1", matchId: "s1-contender-m1-map1" },
    });
  });
});

describe("matchSummary", () => {
  it("the standings view of the map, teams in events order", () => {
    const summary = matchSummary(map);
    expect(matchSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toEqual({
      matchId: "s1-contender-m1-map1",
      totalRounds: 4,
      mapName: "de_inferno",
      matchDay: "M1",
      season: 1,
      tier: "Contender",
      matchType: "Regulation",
      teamStats: [
        { name: "Alpha", score: 3, TR: 2, TRW: 1, ctR: 2, ctRW: 2, pistols: 1, pistolsW: 1 },
        { name: "Bravo", score: 1, TR: 2, TRW: 0, ctR: 2, ctRW: 1, pistols: 1, pistolsW: 0 },
      ],
    });
  });
});

describe("scoreboard", () => {
  const board = scoreboard(map);

  it("is schema-valid, with the match-history fields", () => {
    expect(scoreboardSchema.parse(board)).toEqual(board);
    expect(board).toMatchObject({
      matchId: "s1-contender-m1-map1",
      mapName: "de_inferno",
      tier: "Contender",
      matchType: "Regulation",
      totalRounds: 4,
      createdAt: "2025-01-01T20:00:00.000Z",
      teamStats: [
        { name: "Alpha", score: 3 },
        { name: "Bravo", score: 1 },
      ],
    });
  });

  it("rounds: winner, bomb end, the winners' damage, defuser", () => {
    expect(board.rounds).toEqual([
      // R1: A 70 + 100, B 30 = 200 (both enemies dead in a 2v2)
      { winnerClanName: "Alpha", winnerENUM: 3, endDueToBombEvent: false, winTeamDmg: 200, defuser: "0" },
      // R2: defused by A; Alpha dealt B's 100 on Y
      { winnerClanName: "Alpha", winnerENUM: 3, endDueToBombEvent: true, winTeamDmg: 100, defuser: A },
      // R3: Y 100 + 100
      { winnerClanName: "Bravo", winnerENUM: 3, endDueToBombEvent: false, winTeamDmg: 200, defuser: "0" },
      // R4: bomb exploded for Alpha on T; A's HE 20 (his 40 on himself does not count)
      { winnerClanName: "Alpha", winnerENUM: 2, endDueToBombEvent: true, winTeamDmg: 20, defuser: "0" },
    ]);
  });

  it("player rows: box score with start side (3 = CT, 2 = T)", () => {
    expect(
      board.matchStats.map((s) => [s.name, s.teamClanName, s.teamENUM, s.kills, s.deaths, s.RF, s.RA]),
    ).toEqual([
      ["alpha1", "Alpha", 3, 3, 2, 3, 1],
      ["alpha2", "Alpha", 3, 1, 3, 3, 1],
      ["bravo1", "Bravo", 2, 2, 3, 1, 3],
      ["bravo2", "Bravo", 2, 2, 3, 1, 3],
    ]);
    expect(board.matchStats[0]).toEqual({
      name: "alpha1",
      kills: 3,
      assists: 0,
      deaths: 2,
      damage: 290,
      hs: 1,
      adr: 72.5,
      kast: 0.75,
      impactRating: close(1.1875),
      rating: close(1.1805641404842), // kr, survival, multi = 0.75, 0.5, 1.25
      ctRating: close(1.9433802427503), // kr, survival, multi = 1, 1, 2
      TRating: close(0.4177480382181), // kr, survival, multi = 0.5, 0, 0.5
      teamClanName: "Alpha",
      teamENUM: 3,
      FAss: 1,
      RF: 3,
      RA: 1,
      utilDmg: 45,
      ef: 1,
      ok: 1,
      ol: 0,
      cl_1: 1,
      cl_2: 1,
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
    });
  });
});

describe("extendedMatchStats", () => {
  const data = extendedMatchStats(map);

  it("fits the API's extended match stats contract", () => {
    expect(extendedMatchStatsSchema.parse({ data })).toEqual({ data });
  });

  it("kill feed with side codes, flags and trades; killer-less deaths are the world's", () => {
    const flags = { isHeadshot: false, isNoScope: false, isThroughSmoke: false, penetradedObjects: 0 };
    const killer = {
      is_killer_blinded: false,
      is_killer_airborne: false,
      isTradeKill: false,
      isTradeDeath: false,
    };
    expect(data.kills).toEqual([
      {
        roundNumber: 1,
        killerName: "bravo1",
        killerSide: 2,
        victimName: "alpha2",
        victimSide: 3,
        weaponName: "Glock-18",
        ...flags,
        isHeadshot: true,
        ...killer,
        isTradeDeath: true,
      },
      {
        roundNumber: 1,
        killerName: "alpha1",
        killerSide: 3,
        victimName: "bravo1",
        victimSide: 2,
        weaponName: "USP-S",
        ...flags,
        isHeadshot: true,
        ...killer,
        isTradeKill: true,
      },
      {
        roundNumber: 1,
        killerName: "alpha1",
        killerSide: 3,
        victimName: "bravo2",
        victimSide: 2,
        weaponName: "USP-S",
        ...flags,
        penetradedObjects: 1,
        ...killer,
      },
      {
        roundNumber: 2,
        killerName: "alpha2",
        killerSide: 3,
        victimName: "bravo2",
        victimSide: 2,
        weaponName: "FAMAS",
        ...flags,
        isThroughSmoke: true,
        ...killer,
        is_killer_airborne: true,
      },
      {
        roundNumber: 2,
        killerName: "bravo1",
        killerSide: 2,
        victimName: "alpha2",
        victimSide: 3,
        weaponName: "AWP",
        ...flags,
        isNoScope: true,
        ...killer,
      },
      {
        roundNumber: 3,
        killerName: "alpha1",
        killerSide: 2,
        victimName: "bravo1",
        victimSide: 3,
        weaponName: "AK-47",
        ...flags,
        ...killer,
        is_killer_blinded: true,
        isTradeDeath: true,
      },
      {
        roundNumber: 3,
        killerName: "bravo2",
        killerSide: 3,
        victimName: "alpha1",
        victimSide: 2,
        weaponName: "Desert Eagle",
        ...flags,
        isHeadshot: true,
        ...killer,
        isTradeKill: true,
      },
      {
        roundNumber: 3,
        killerName: "bravo2",
        killerSide: 3,
        victimName: "alpha2",
        victimSide: 2,
        weaponName: "Desert Eagle",
        ...flags,
        ...killer,
      },
      {
        roundNumber: 4,
        killerName: "alpha1",
        killerSide: 2,
        victimName: "alpha1",
        victimSide: 2,
        weaponName: "HE Grenade",
        ...flags,
        ...killer,
      },
      {
        roundNumber: 4,
        killerName: "bravo1",
        killerSide: 3,
        victimName: "bravo2",
        victimSide: 3,
        weaponName: "USP-S",
        ...flags,
        ...killer,
      },
      {
        roundNumber: 4,
        killerName: "World",
        killerSide: 3,
        victimName: "bravo1",
        victimSide: 3,
        weaponName: "C4",
        ...flags,
        ...killer,
      },
    ]);
  });

  it("rounds: economy and sides of team A (teams[0]) and team B", () => {
    expect(data.rounds).toEqual([
      {
        number: 1,
        teamAEconomyType: "pistol",
        teamBEconomyType: "pistol",
        teamAEquipmentValue: 4000,
        teamBEquipmentValue: 3800,
        teamASide: 3,
        teamBSide: 2,
        winnerSide: 3,
      },
      {
        number: 2,
        teamAEconomyType: "full",
        teamBEconomyType: "eco",
        teamAEquipmentValue: 22000,
        teamBEquipmentValue: 1500,
        teamASide: 3,
        teamBSide: 2,
        winnerSide: 3,
      },
      {
        number: 3,
        teamAEconomyType: "force",
        teamBEconomyType: "full",
        teamAEquipmentValue: 12000,
        teamBEquipmentValue: 24000,
        teamASide: 2,
        teamBSide: 3,
        winnerSide: 3,
      },
      {
        number: 4,
        teamAEconomyType: "semi-eco",
        teamBEconomyType: "full",
        teamAEquipmentValue: 6000,
        teamBEquipmentValue: 25000,
        teamASide: 2,
        teamBSide: 3,
        winnerSide: 2,
      },
    ]);
  });

  it("players by steam id", () => {
    expect(Object.values(data.players).map((p) => p.name)).toEqual(["alpha1", "alpha2", "bravo1", "bravo2"]);
  });

  it("clutches won and lost, in the order they began", () => {
    expect(data.clutches).toEqual([
      // R1: B dies at 10 s, A 1v2, kills X and Y
      {
        roundNumber: 1,
        clutcherName: "alpha1",
        opponentCount: 2,
        clutcherKillCount: 2,
        hasWon: true,
        side: 3,
      },
      // R1: X dies at 13 s, Y 1v1 against A
      {
        roundNumber: 1,
        clutcherName: "bravo2",
        opponentCount: 1,
        clutcherKillCount: 0,
        hasWon: false,
        side: 2,
      },
      // R2: Y dies at 15 s, X 1v2, kills B, then A defuses
      {
        roundNumber: 2,
        clutcherName: "bravo1",
        opponentCount: 2,
        clutcherKillCount: 1,
        hasWon: false,
        side: 2,
      },
      {
        roundNumber: 2,
        clutcherName: "alpha1",
        opponentCount: 1,
        clutcherKillCount: 0,
        hasWon: true,
        side: 3,
      },
      // R3: X dies at 12 s, Y 1v2, kills A and B
      {
        roundNumber: 3,
        clutcherName: "bravo2",
        opponentCount: 2,
        clutcherKillCount: 2,
        hasWon: true,
        side: 3,
      },
      {
        roundNumber: 3,
        clutcherName: "alpha2",
        opponentCount: 1,
        clutcherKillCount: 0,
        hasWon: false,
        side: 2,
      },
      // R4: A kills himself at 8 s, B 1v2 won by the bomb without a kill
      {
        roundNumber: 4,
        clutcherName: "alpha2",
        opponentCount: 2,
        clutcherKillCount: 0,
        hasWon: true,
        side: 2,
      },
      {
        roundNumber: 4,
        clutcherName: "bravo1",
        opponentCount: 1,
        clutcherKillCount: 0,
        hasWon: false,
        side: 3,
      },
    ]);
  });
});
