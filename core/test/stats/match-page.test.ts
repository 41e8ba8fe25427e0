import {
  breakAfter,
  type MapEvents,
  mapEventsShapeSchema,
  mapHighlights,
  overtimeOf,
  playerMapLines,
  roundTimeline,
  storeMap,
  winReasons,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { close } from "./expect-helpers.js";
import { A, B, FIXTURE, kill, round, X, Y } from "./fixture.js";

/** Player indexes of the fixture's roster order: A, B (Alpha), X, Y (Bravo). */
const [iA, iB, iX, iY] = [0, 1, 2, 3];

const map = storeMap(mapEventsShapeSchema.parse(FIXTURE));

describe("roundTimeline", () => {
  const rounds = roundTimeline(map);

  it("each round's winner, side, win reason, equipment and buy, as the fixture tells them", () => {
    expect(
      rounds.map(({ number, sides, winner, winnerSide, reason, equipment, buy }) => ({
        number,
        sides,
        winner,
        winnerSide,
        reason,
        equipment,
        buy,
      })),
    ).toEqual([
      {
        number: 1,
        sides: ["CT", "T"],
        winner: 0,
        winnerSide: "CT",
        reason: "elimination",
        equipment: [4000, 3800],
        buy: ["pistol", "pistol"],
      },
      {
        number: 2,
        sides: ["CT", "T"],
        winner: 0,
        winnerSide: "CT",
        reason: "bomb_defused",
        equipment: [22000, 1500],
        buy: ["full", "eco"],
      },
      {
        number: 3,
        sides: ["T", "CT"],
        winner: 1,
        winnerSide: "CT",
        reason: "elimination",
        equipment: [12000, 24000],
        buy: ["force", "full"],
      },
      {
        number: 4,
        sides: ["T", "CT"],
        winner: 0,
        winnerSide: "T",
        reason: "bomb_exploded",
        equipment: [6000, 25000],
        buy: ["semi-eco", "full"],
      },
    ]);
    // Four regulation rounds: no break between them (half-time is after round 12).
    expect(rounds.map((r) => [r.overtime, r.breakAfter])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it("the kill feed by player index, with the trade flags, the world's kill and a self kill", () => {
    const [r1, , , r4] = rounds;
    expect(r1?.kills.map((k) => [k.time, k.killer, k.victim, k.assister, k.weapon, k.headshot])).toEqual([
      [10, iX, iB, null, "Glock-18", true],
      [13, iA, iX, iB, "USP-S", true],
      [20, iA, iY, null, "USP-S", false],
    ]);
    // B's death was avenged by A's kill of X 3 s later: a trade and a traded death.
    expect(r1?.kills.map((k) => [k.trade, k.tradedDeath])).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ]);
    expect(r1?.kills[2]?.penetrated).toBe(1);
    // R4: A's own HE, X's team kill of Y, the bomb (no killer) kills X.
    expect(r4?.kills.map((k) => [k.killer, k.victim, k.weapon])).toEqual([
      [iA, iA, "HE Grenade"],
      [iX, iY, "USP-S"],
      [null, iX, "C4"],
    ]);
    const r2 = rounds[1];
    expect(r2?.kills[0]).toMatchObject({
      killer: iB,
      victim: iY,
      flashAssister: iA,
      throughSmoke: true,
      killerAirborne: true,
    });
    expect(r2?.kills[1]).toMatchObject({ killer: iX, victim: iB, noscope: true, weapon: "AWP" });
  });

  it("win reasons per team: Alpha by elimination, defuse and explosion, Bravo by elimination", () => {
    expect(winReasons(rounds)).toEqual([
      { elimination: 1, bomb_exploded: 1, bomb_defused: 1, time: 0 },
      { elimination: 1, bomb_exploded: 0, bomb_defused: 0, time: 0 },
    ]);
  });
});

describe("breaks and overtimes (MR12, MR3 overtime)", () => {
  it.each([
    [12, 24, "half-time"],
    [11, 24, null],
    [13, 24, null],
    [24, 24, null], // the last round: nothing follows
    [24, 30, "overtime"],
    [27, 30, "overtime-half"],
    [30, 30, null],
    [30, 36, "overtime"],
    [33, 36, "overtime-half"],
    [12, 12, null],
  ] as const)("after round %i of %i: %s", (n, total, expected) => {
    expect(breakAfter(n, total)).toBe(expected);
  });

  it.each([
    [1, 0],
    [24, 0],
    [25, 1],
    [30, 1],
    [31, 2],
    [36, 2],
    [37, 3],
  ])("round %i is in overtime %i", (n, overtime) => {
    expect(overtimeOf(n)).toBe(overtime);
  });
});

describe("mapHighlights", () => {
  it("the fixture: four clutches won, everyone's opening duels, A's rating and ADR on top", () => {
    const highlights = mapHighlights(map, playerMapLines(map));
    // Nobody killed three in a round (A's 2 kills in R1 is the most).
    expect(highlights.multiKills).toEqual([]);
    expect(highlights.clutches).toEqual([
      { player: iA, round: 1, opponents: 2, kills: 2 },
      { player: iA, round: 2, opponents: 1, kills: 0 }, // the ninja defuse
      { player: iY, round: 3, opponents: 2, kills: 2 },
      { player: iB, round: 4, opponents: 2, kills: 0 }, // the bomb won it
    ]);
    // Openings: R1 X over B, R2 B over Y, R3 A over X; R4 had no enemy kill.
    expect(highlights.openingDuels).toEqual([
      { player: iA, won: 1, lost: 0 },
      { player: iB, won: 1, lost: 1 },
      { player: iX, won: 1, lost: 1 },
      { player: iY, won: 0, lost: 1 },
    ]);
    // Ratings 1.181 (A), 0.413 (B), 0.622 (X), 0.767 (Y); ADR 72.5, 32.5, 50, 65 (lines.test.ts).
    expect(highlights.topRating).toEqual({ player: iA, value: close(1.1805641404842) });
    expect(highlights.topAdr).toEqual({ player: iA, value: 72.5 });
  });

  it("a round of three kills (world and team kills do not count) is a multi-kill", () => {
    const Z = "76561198000000005";
    const C = "76561198000000006";
    const threes: MapEvents = {
      ...FIXTURE,
      teams: [
        {
          ...FIXTURE.teams[0],
          players: [...FIXTURE.teams[0].players, { steam64Id: C, playerId: null, name: "alpha3" }],
        },
        {
          ...FIXTURE.teams[1],
          players: [...FIXTURE.teams[1].players, { steam64Id: Z, playerId: null, name: "bravo3" }],
        },
      ],
      rounds: [
        round({
          number: 1,
          sides: ["CT", "T"],
          winner: "CT",
          reason: "elimination",
          economy: [
            { equipmentValue: 4000, type: "pistol" },
            { equipmentValue: 4000, type: "pistol" },
          ],
          // A: three enemies. B: a teammate and nobody else.
          kills: [
            kill(5, A, X, "USP-S"),
            kill(9, B, C, "USP-S"),
            kill(12, A, Y, "USP-S"),
            kill(20, A, Z, "USP-S"),
          ],
        }),
        round({
          number: 2,
          sides: ["CT", "T"],
          winner: "T",
          reason: "elimination",
          economy: [
            { equipmentValue: 20000, type: "full" },
            { equipmentValue: 9000, type: "force" },
          ],
          // X: two enemies and the bomb's victim does not count for him.
          kills: [
            kill(5, X, A, "AK-47"),
            kill(9, X, B, "AK-47"),
            kill(30, Y, C, "AK-47"),
            kill(31, null, Y, "C4"),
          ],
        }),
      ],
    };
    const stored = storeMap(mapEventsShapeSchema.parse(threes));
    const highlights = mapHighlights(stored, playerMapLines(stored));
    // Roster order: A, B, C (Alpha), X, Y, Z (Bravo): A is 0.
    expect(highlights.multiKills).toEqual([{ player: 0, round: 1, kills: 3 }]);
  });
});
