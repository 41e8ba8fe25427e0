import {
  mapEventsShapeSchema,
  playerMapLineSchema,
  playerMapLines,
  storeMap,
  teamMapLines,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { chickens, close, hits, noFlashes, side, tracked } from "./expect-helpers.js";
import { A, B, FIXTURE, X, Y } from "./fixture.js";

const map = storeMap(mapEventsShapeSchema.parse(FIXTURE));
const lines = playerMapLines(map);
const lineOf = (id: string) => lines.find((l) => l.steam64Id === id);

const key = {
  matchId: "s1-contender-m1-map1",
  scheduledMatchId: "s1-contender-m1",
  season: 1,
  tier: "Contender",
  matchType: "Regulation",
  matchDay: "M1",
  mapName: "de_inferno",
  playedAt: "2025-01-01T20:00:00.000Z",
};

describe("playerMapLines on the hand-written map", () => {
  it("gives one schema-valid line per roster player, in roster order", () => {
    expect(lines.map((l) => l.steam64Id)).toEqual([A, B, X, Y]);
    for (const line of lines) expect(playerMapLineSchema.parse(line)).toEqual(line);
    expect(JSON.parse(JSON.stringify(lines))).toEqual(lines);
  });

  it("A: clutches 1v2 (R1) and 1v1 (R2), trade kill, opening on T, self kill", () => {
    expect(lineOf(A)).toEqual({
      ...key,
      steam64Id: A,
      playerId: "p-a",
      name: "alpha1",
      team: 0,
      teamName: "Alpha",
      startSide: "CT",
      // damage to enemies: R1 70 (X) + 100 (Y) + R3 25 Molotov + 75 AK (X) + R4 20 HE (Y) = 290;
      // the 40 of his own HE on himself in R4 is self damage and does not count.
      damage: 290,
      adr: 72.5, // 290 / 4
      // R1 kill, R2 survived, R3 kill, R4 nothing (self kill, not traded) = 3 of 4
      kast: 0.75,
      kastRounds: 3,
      kills: 3, // R1 X and Y, R3 X; the R4 self kill is no kill
      KR: 0.75, // 3 / 4
      assists: 0,
      deaths: 2, // R3 (Y), R4 (himself)
      impactRating: close(1.1875), // 2.13·0.75 + 0.42·0 − 0.41
      // kr 0.75; survival (4 − 2)/4 = 0.5; multi = 1K (R3) + 4·2K (R1) = 5 over 4 rounds = 1.25
      rating: close(1.1805641404842), // kr, survival, multi = 0.75, 0.5, 1.25
      // CT (R1, R2): kr 2/2 = 1, survival 2/2 = 1, multi 4·1/2 = 2
      ctRating: close(1.9433802427503), // kr, survival, multi = 1, 1, 2
      // T (R3, R4): kr 1/2, survival 0/2, multi 1/2
      TRating: close(0.4177480382181), // kr, survival, multi = 0.5, 0, 0.5
      // HLTV 2.0: KAST% 75, KPR 0.75, DPR 0.5, impact 1.1875, ADR 72.5:
      // 0.5475 + 0.269325 − 0.26645 + 0.281675 + 0.232 + 0.1587 = 1.22275
      hltvTwoPointO: close(1.22275),
      rounds: 4,
      hs: 1, // R1 X
      utilDmg: 45, // R3 Molotov 25 + R4 HE 20
      ef: 1, // R2 Y blinded 2.0 s; X's 0.6 s is under 1.0 s
      FAss: 1, // R2 B's kill of Y
      RF: 3,
      RA: 1,
      ok: 1, // R3 on T
      ol: 0,
      cl_1: 1, // R2 1v1 (B died at 45 s, X alive), won by the defuse
      cl_2: 1, // R1 1v2 (B died at 10 s), won
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
      survivedRounds: 2, // R1, R2
      savedRounds: 0, // the only lost round (R3) he died in
      supportRounds: 1, // R2: flash assist and no kill
      // R4 HE on Y, but Y was then killed by his own teammate X, not by A's teammate: 0
      supportDamage: 0,
      tradeKills: 1, // R1 X, 3 s after X killed B
      tradedDeaths: 0,
      deathPositionSum: 2, // first of Alpha to die in R3 and in R4: 1 + 1
      grenadesThrown: 4, // Flashbang, Smoke (R2), Molotov (R3), HE (R4)
      sides: {
        CT: side({ rounds: 2, kills: 2, k2: 1, pistolRounds: 1, pistolKills: 2 }),
        T: side({ rounds: 2, kills: 1, deaths: 2, k1: 1, ok: 1 }),
      },
      flashes: {
        enemy: { count: 2, ms: 2600 }, // Y 2.0 s + X 0.6 s
        team: { count: 1, ms: 800 }, // B 0.8 s
        self: { count: 1, ms: 400 },
      },
      chickens: chickens({ shot: 1 }),
      tracked: tracked({
        selfKills: 1, // R4 HE
        wallBangKills: 1, // R1 Y
        blindedKills: 1, // R3 X
        bombsDefused: 1,
        ninjaDefuses: 1, // R2, X alive
        mvpCount: 2, // R1, R2
      }),
      weaponKills: { "USP-S": 2, "AK-47": 1 },
      // R1 Head (X), Stomach (Y); R3 Generic (Molotov), Chest (AK) on X; R4 Generic (HE) on Y
      hits: hits({ Head: 1, Stomach: 1, Generic: 2, Chest: 1 }),
    });
  });

  it("B: damage assist, traded death, support damage, opening won and lost on CT, 1v2 won with no kill", () => {
    expect(lineOf(B)).toEqual({
      ...key,
      steam64Id: B,
      playerId: "p-b",
      name: "alpha2",
      team: 0,
      teamName: "Alpha",
      startSide: "CT",
      damage: 130, // R1 30 (X) + R2 100 (Y)
      adr: 32.5, // 130 / 4
      // R1 assist (and traded), R2 kill, R3 nothing, R4 survived = 3 of 4
      kast: 0.75,
      kastRounds: 3,
      kills: 1, // R2 Y
      KR: 0.25,
      assists: 1, // R1 on A's kill of X
      deaths: 3, // R1, R2, R3
      impactRating: close(0.2275), // 2.13·0.25 + 0.42·(1/4) − 0.41 = 0.5325 + 0.105 − 0.41
      // kr 0.25; survival (4 − 3)/4 = 0.25; multi 1K/4 = 0.25
      rating: close(0.4133371573261), // kr, survival, multi = 0.25, 0.25, 0.25
      ctRating: close(0.4177480382181), // kr, survival, multi = 0.5, 0, 0.5: CT: 1 kill in 2, died twice, one 1K
      TRating: close(0.4089262764342), // kr, survival, multi = 0, 0.5, 0: T: no kill, 1 death in 2
      // HLTV 2.0: KAST% 75, KPR 0.25, DPR 0.75, impact 0.2275, ADR 32.5:
      // 0.5475 + 0.089775 − 0.399675 + 0.053963 + 0.104 + 0.1587 = 0.554263
      hltvTwoPointO: close(0.554263),
      rounds: 4,
      hs: 0,
      utilDmg: 0,
      ef: 0,
      FAss: 0,
      RF: 3,
      RA: 1,
      ok: 1, // R2 on CT
      ol: 1, // R1 on CT
      cl_1: 0, // R3 1v1 lost
      cl_2: 1, // R4 1v2 won by the bomb
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
      survivedRounds: 1, // R4
      savedRounds: 0,
      supportRounds: 1, // R1: assist, no kill
      supportDamage: 30, // R1 30 on X, whom teammate A then killed
      tradeKills: 0,
      tradedDeaths: 1, // R1, avenged by A 3 s later
      deathPositionSum: 4, // R1 1st, R2 1st, R3 2nd (after A)
      grenadesThrown: 0,
      sides: {
        CT: side({ rounds: 2, kills: 1, deaths: 2, k1: 1, ok: 1, ol: 1, pistolRounds: 1 }),
        T: side({ rounds: 2, deaths: 1 }),
      },
      flashes: noFlashes,
      chickens: chickens({ stabbed: 1 }),
      tracked: tracked({ airborneKills: 1, smokeKills: 1, bombsPlanted: 1, mvpCount: 1 }),
      weaponKills: { FAMAS: 1 },
      hits: hits({ Chest: 2 }), // R1 X, R2 Y
    });
  });

  it("X: no-scope AWP, HE damage, a save, a traded death, a team kill and a bomb death", () => {
    expect(lineOf(X)).toEqual({
      ...key,
      steam64Id: X,
      playerId: "p-x",
      name: "bravo1",
      team: 1,
      teamName: "Bravo",
      startSide: "T",
      damage: 200, // R1 100 (B) + R2 40 HE + 60 AWP (B); his R4 team kill of Y is no damage
      adr: 50,
      // R1 kill, R2 kill, R3 traded death, R4 nothing = 3 of 4
      kast: 0.75,
      kastRounds: 3,
      kills: 2, // R1 B, R2 B
      KR: 0.5,
      assists: 0,
      deaths: 3, // R1, R3, R4 (bomb)
      impactRating: close(0.655), // 2.13·0.5 − 0.41
      rating: close(0.6222111764351), // kr, survival, multi = 0.5, 0.25, 0.5: kr 2/4; survival 1/4; two 1K rounds over 4
      ctRating: 0, // CT: no kill, died in both rounds, no multi: every term is 0
      TRating: close(1.2444223528703), // kr, survival, multi = 1, 0.5, 1: T: 2 kills in 2, one death, two 1K
      // HLTV 2.0: KAST% 75, KPR 0.5, DPR 0.75, impact 0.655, ADR 50:
      // 0.5475 + 0.17955 − 0.399675 + 0.155366 + 0.16 + 0.1587 = 0.801441
      hltvTwoPointO: close(0.801441),
      rounds: 4,
      hs: 1,
      utilDmg: 40,
      ef: 0,
      FAss: 0,
      RF: 1,
      RA: 3,
      ok: 1, // R1 on T
      ol: 1, // R3 on CT
      cl_1: 0, // R4 1v1 lost
      cl_2: 0, // R2 1v2 lost
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
      survivedRounds: 1, // R2
      savedRounds: 1, // R2 was lost
      supportRounds: 0,
      supportDamage: 0, // he killed B himself both times
      tradeKills: 0,
      tradedDeaths: 1, // R3, Y killed A 3 s later
      deathPositionSum: 4, // R1 1st, R3 1st, R4 2nd (after Y)
      grenadesThrown: 2, // HE (R2), Molotov (R4)
      sides: {
        CT: side({ rounds: 2, deaths: 2, ol: 1 }),
        T: side({ rounds: 2, kills: 2, deaths: 1, k1: 2, ok: 1, pistolRounds: 1, pistolKills: 1 }),
      },
      flashes: noFlashes,
      chickens: chickens({ roasted: 1 }),
      tracked: tracked({ noScopesKills: 1, diedToBomb: 1, bombsPlanted: 1, teamKills: 1 }),
      weaponKills: { "Glock-18": 1, AWP: 1 },
      hits: hits({ Head: 1, Generic: 1, Chest: 1 }),
    });
  });

  it("Y: trade kill and a 2K in a won 1v2, flashes of every kind, killed by a teammate", () => {
    expect(lineOf(Y)).toEqual({
      ...key,
      steam64Id: Y,
      playerId: null,
      name: "bravo2",
      team: 1,
      teamName: "Bravo",
      startSide: "T",
      damage: 260, // R3 100 (A) + 100 (B), R4 60 (A)
      adr: 65,
      kast: 0.25, // only R3 (kills, survived)
      kastRounds: 1,
      kills: 2,
      KR: 0.5,
      assists: 0,
      deaths: 3, // R1, R2, R4 (team kill)
      impactRating: close(0.655),
      rating: close(0.7672269831581), // kr, survival, multi = 0.5, 0.25, 1: multi 4·1 (R3 2K) over 4 = 1
      ctRating: close(1.5344539663161), // kr, survival, multi = 1, 0.5, 2: CT: 2 kills in 2, one death, 4/2
      TRating: 0, // T: nothing
      // HLTV 2.0: KAST% 25, KPR 0.5, DPR 0.75, impact 0.655, ADR 65:
      // 0.1825 + 0.17955 − 0.399675 + 0.155366 + 0.208 + 0.1587 = 0.484441
      hltvTwoPointO: close(0.484441),
      rounds: 4,
      hs: 1,
      utilDmg: 0,
      ef: 1, // A blinded 2.5 s
      FAss: 0,
      RF: 1,
      RA: 3,
      ok: 0,
      ol: 1, // R2 on T
      cl_1: 0, // R1 1v1 lost
      cl_2: 1, // R3 1v2 won with 2 kills
      cl_3: 0,
      cl_4: 0,
      cl_5: 0,
      survivedRounds: 1,
      savedRounds: 0,
      supportRounds: 0,
      supportDamage: 0, // his 60 on A: A then killed himself
      tradeKills: 1, // R3 A, 3 s after A killed X
      tradedDeaths: 0,
      deathPositionSum: 4, // R1 2nd, R2 1st, R4 1st
      grenadesThrown: 2,
      sides: {
        CT: side({ rounds: 2, kills: 2, deaths: 1, k2: 1 }),
        T: side({ rounds: 2, deaths: 2, ol: 1, pistolRounds: 1 }),
      },
      flashes: {
        enemy: { count: 1, ms: 2500 },
        team: { count: 1, ms: 1200 },
        self: { count: 1, ms: 500 },
      },
      chickens: chickens({ exploded: 1 }),
      tracked: tracked({ mvpCount: 1 }),
      weaponKills: { "Desert Eagle": 2 },
      hits: hits({ Head: 1, Chest: 2 }),
    });
  });

  it("kills of all players add up to the deaths an enemy caused", () => {
    // Enemy kills: R1 B, X, Y; R2 Y, B; R3 X, A, B; R4 none (self, team, bomb) = 8
    expect(lines.reduce((sum, l) => sum + l.kills, 0)).toBe(8);
  });
});

describe("teamMapLines", () => {
  it("counts rounds per side and pistol rounds (only round 1 in a 4-round map)", () => {
    expect(teamMapLines(map)).toEqual([
      // Alpha: CT R1, R2 both won; T R3 lost, R4 won; pistol R1 won
      {
        ...key,
        team: 0,
        teamId: "team-alpha",
        name: "Alpha",
        score: 3,
        TR: 2,
        TRW: 1,
        ctR: 2,
        ctRW: 2,
        pistols: 1,
        pistolsW: 1,
      },
      // Bravo: T R1, R2 lost; CT R3 won, R4 lost
      {
        ...key,
        team: 1,
        teamId: "team-bravo",
        name: "Bravo",
        score: 1,
        TR: 2,
        TRW: 0,
        ctR: 2,
        ctRW: 1,
        pistols: 1,
        pistolsW: 0,
      },
    ]);
  });
});
