import {
  HITGROUPS,
  mapEventsShapeSchema,
  playerMapLines,
  type StoredPlayerRound,
  storedMapSchema,
  storeMap,
  tradeFlags,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { teamOfPlayers } from "../../src/stats/roster.js";
import { close, hits } from "./expect-helpers.js";
import { A, B, FIXTURE, hit, kill, round, X, Y } from "./fixture.js";

const map = storeMap(mapEventsShapeSchema.parse(FIXTURE));
const row = (n: number, id: string) => map.playerRounds.find((r) => r.round === n && r.steam64Id === id);

const zeroRow = (n: number, id: string): StoredPlayerRound => ({
  round: n,
  steam64Id: id,
  damage: 0,
  utilDamage: 0,
  supportDamage: 0,
  hits: hits({}),
  grenadesThrown: 0,
  enemiesFlashed: 0,
  flashEnemySeconds: 0,
  flashTeamSeconds: 0,
  flashSelfSeconds: 0,
  flashEnemyCount: 0,
  flashTeamCount: 0,
  flashSelfCount: 0,
  chickensShot: 0,
  chickensStabbed: 0,
  chickensExploded: 0,
  chickensRoasted: 0,
});

describe("storeMap on the hand-written map", () => {
  it("is a valid stored map with scores, rounds and players", () => {
    expect(storedMapSchema.parse(map)).toEqual(map);
    expect(map.match).toMatchObject({
      totalRounds: 4,
      teams: [
        { teamId: "team-alpha", name: "Alpha", startSide: "CT", score: 3 },
        { teamId: "team-bravo", name: "Bravo", startSide: "T", score: 1 },
      ],
    });
    expect(map.players.map((p) => [p.steam64Id, p.team])).toEqual([
      [A, 0],
      [B, 0],
      [X, 1],
      [Y, 1],
    ]);
    expect(
      map.rounds.map((r) => [r.winnerTeam, r.winnerSide, r.planter, r.defuser, r.ninjaDefuse, r.mvp]),
    ).toEqual([
      [0, "CT", null, null, false, A],
      [0, "CT", X, A, true, A],
      [1, "CT", null, null, false, Y],
      [0, "T", B, null, false, B],
    ]);
    expect(map.rounds[1]).toMatchObject({ equipmentValue: [22000, 1500], economyType: ["full", "eco"] });
  });

  it("flags trades: A's R1 kill of X avenges B, Y's R3 kill of A avenges X", () => {
    expect(map.kills.map((k) => [k.round, k.index, k.isTrade, k.isTradedDeath])).toEqual([
      [1, 0, false, true], // X kills B at 10 s: traded by A at 13 s
      [1, 1, true, false], // A kills X: trade
      [1, 2, false, false], // A kills Y: Y had killed nobody
      [2, 0, false, false],
      [2, 1, false, false], // X kills B 30 s after B killed Y: too late
      [3, 0, false, true],
      [3, 1, true, false],
      [3, 2, false, false],
      [4, 0, false, false], // self kill
      [4, 1, false, false], // team kill
      [4, 2, false, false], // bomb
    ]);
  });

  it("stores one row per player per round, zeros included", () => {
    expect(map.playerRounds).toHaveLength(16);
    expect(row(3, X)).toEqual(zeroRow(3, X));
  });

  it("R2 utility of A: flashes split enemy/team/self, enemies flashed only from 1.0 s", () => {
    expect(row(2, A)).toEqual({
      ...zeroRow(2, A),
      grenadesThrown: 2,
      enemiesFlashed: 1, // Y 2.0 s; X 0.6 s is too short
      flashEnemySeconds: close(2.6),
      flashTeamSeconds: close(0.8),
      flashSelfSeconds: close(0.4),
      flashEnemyCount: 2,
      flashTeamCount: 1,
      flashSelfCount: 1,
    });
  });

  it("R4: self damage and team damage never count; world damage is nobody's", () => {
    // A's HE: 20 on Y counts (utility), 40 on himself does not; Y was then killed by his own mate.
    expect(row(4, A)).toEqual({
      ...zeroRow(4, A),
      damage: 20,
      utilDamage: 20,
      hits: hits({ Generic: 1 }),
      grenadesThrown: 1,
    });
    // X's 80 on his teammate Y is no damage.
    expect(row(4, X)).toEqual({ ...zeroRow(4, X), grenadesThrown: 1, chickensRoasted: 1 });
    expect(row(4, Y)).toEqual({
      ...zeroRow(4, Y),
      damage: 60,
      hits: hits({ Chest: 1 }),
      grenadesThrown: 1,
      chickensExploded: 1,
    });
  });

  it("support damage: B's 30 on X in R1, whom his teammate A then killed", () => {
    expect(row(1, B)).toEqual({ ...zeroRow(1, B), damage: 30, supportDamage: 30, hits: hits({ Chest: 1 }) });
    // A's own kills are not support.
    expect(row(1, A)).toEqual({ ...zeroRow(1, A), damage: 170, hits: hits({ Head: 1, Stomach: 1 }) });
  });

  it("counts each hit once in its hitgroup", () => {
    const total = (id: string) =>
      map.playerRounds
        .filter((r) => r.steam64Id === id)
        .reduce((s, r) => s + HITGROUPS.reduce((t, h) => t + r.hits[h], 0), 0);
    expect([total(A), total(B), total(X), total(Y)]).toEqual([5, 2, 3, 3]);
  });
});

describe("tradeFlags", () => {
  const teamOf = teamOfPlayers([
    { steam64Id: A, team: 0 },
    { steam64Id: B, team: 0 },
    { steam64Id: X, team: 1 },
    { steam64Id: Y, team: 1 },
  ]);

  it("accepts a trade exactly 5 s later and refuses one just after", () => {
    expect(tradeFlags([kill(10, X, B, "AK-47"), kill(15, A, X, "AK-47")], teamOf)).toEqual({
      isTrade: [false, true],
      isTradedDeath: [true, false],
    });
    expect(tradeFlags([kill(10, X, B, "AK-47"), kill(15.01, A, X, "AK-47")], teamOf)).toEqual({
      isTrade: [false, false],
      isTradedDeath: [false, false],
    });
  });

  it("a team kill never trades, and killing a team-killer avenges nobody of the killer's team", () => {
    // B kills his mate A; X then kills B: B killed X's enemy, not X's teammate.
    expect(tradeFlags([kill(10, B, A, "AK-47"), kill(12, X, B, "AK-47")], teamOf).isTrade).toEqual([
      false,
      false,
    ]);
    // X kills B; X's own mate Y then kills X: a team kill avenges nothing.
    expect(tradeFlags([kill(10, X, B, "AK-47"), kill(12, Y, X, "AK-47")], teamOf).isTradedDeath).toEqual([
      false,
      false,
    ]);
  });

  it("a world death trades nothing", () => {
    expect(tradeFlags([kill(10, X, B, "AK-47"), kill(11, null, X, "World")], teamOf).isTradedDeath).toEqual([
      false,
      false,
    ]);
  });
});

describe("clutches", () => {
  it("a team of one is in a clutch from the start", () => {
    const events = mapEventsShapeSchema.parse({
      ...FIXTURE,
      teams: [
        { ...FIXTURE.teams[0], players: [{ steam64Id: A, playerId: null, name: "solo" }] },
        FIXTURE.teams[1],
      ],
      rounds: [
        round({
          number: 1,
          sides: ["CT", "T"],
          winner: "CT",
          reason: "elimination",
          economy: [
            { equipmentValue: 800, type: "pistol" },
            { equipmentValue: 1600, type: "pistol" },
          ],
          kills: [kill(5, A, X, "USP-S"), kill(9, A, Y, "USP-S")],
          damage: [hit(A, X, "USP-S", "Head", 100), hit(A, Y, "USP-S", "Head", 100)],
        }),
      ],
    });
    const [solo] = playerMapLines(storeMap(events));
    expect(solo).toMatchObject({ cl_1: 0, cl_2: 1, kills: 2 });
  });
});
