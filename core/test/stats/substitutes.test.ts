import {
  type MapEvents,
  mapEventsSchema,
  playerMapLines,
  type RoundEvent,
  sidesOf,
  storeMap,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { FIXTURE, hit, kill, round } from "./fixture.js";

/**
 * docs/stats.md#substitutes: a team of six. Alpha's E plays rounds 1-6 and leaves; SUB plays
 * rounds 7-13 in his place. In every round the entry of the five on Alpha's side (E, then SUB)
 * kills all five of Bravo with one 100-damage bullet each, and Alpha wins 13-0 by elimination.
 *
 * Worked by hand: E 6 rounds, 30 kills, 3,000 damage: ADR 500, 5 kills a round, KAST 100 %.
 * SUB 7 rounds, 35 kills, 3,500 damage: ADR 500, 5 a round, KAST 100 %; the same rating as E.
 * A-D 13 rounds, no kill, no death: ADR 0, KAST 100 % (survived). Each of Bravo's five: 13
 * rounds, 13 deaths, no kill: ADR 0, KAST 0.
 */

const id = (n: number) => `7656119800000${String(n).padStart(4, "0")}`;
const [A, B, C, D, E, SUB] = [1, 2, 3, 4, 5, 6].map(id) as [string, string, string, string, string, string];
const BRAVO = [11, 12, 13, 14, 15].map(id);
const player = (steam64Id: string) => ({ steam64Id, playerId: null, name: `p${steam64Id.slice(-2)}` });

function substituteMap(): MapEvents {
  const rounds: RoundEvent[] = Array.from({ length: 13 }, (_, i) => {
    const number = i + 1;
    const sides = sidesOf(number, ["CT", "T"]);
    const entry = number <= 6 ? E : SUB;
    const kills = BRAVO.map((v, k) => kill(10 + k, entry, v, "AK-47"));
    const pistol = number === 1 || number === 13;
    // Bravo, wiped every round, can afford 11,000 a gun round: 1,000 left and 9,500 of loss bonus after
    // the pistol round, with its five default pistols 11,500 (rule money).
    const economy = { equipmentValue: pistol ? 4000 : 11_000, type: pistol ? "pistol" : "full" } as const;
    return round({
      number,
      sides,
      lineups: [[A, B, C, D, entry], [...BRAVO]],
      winner: sides[0],
      reason: "elimination",
      economy: [economy, economy],
      mvp: entry,
      kills,
      damage: BRAVO.map((v) => hit(entry, v, "AK-47", "Chest", 100)),
    });
  });
  return {
    ...FIXTURE,
    teams: [
      { ...FIXTURE.teams[0], players: [A, B, C, D, E, SUB].map(player) },
      { ...FIXTURE.teams[1], players: BRAVO.map(player) },
    ],
    rounds,
  };
}

describe("a map with a substitute", () => {
  const lines = () => playerMapLines(storeMap(mapEventsSchema.parse(substituteMap())));
  const line = (steam64Id: string) => lines().find((l) => l.steam64Id === steam64Id);

  it("is accepted with six players on one team", () => {
    expect(mapEventsSchema.safeParse(substituteMap()).success).toBe(true);
    expect(lines()).toHaveLength(11);
  });

  it("stores each player's rows only for the rounds he played", () => {
    const rows = storeMap(substituteMap()).playerRounds;
    expect(rows).toHaveLength(13 * 10);
    expect(rows.filter((r) => r.steam64Id === E).map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.filter((r) => r.steam64Id === SUB).map((r) => r.round)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it("credits the substitute and the player he replaced from the rounds each played", () => {
    expect(line(E)).toMatchObject({
      rounds: 6,
      kills: 30,
      deaths: 0,
      damage: 3000,
      adr: 500,
      KR: 5,
      kast: 1,
    });
    expect(line(SUB)).toMatchObject({
      rounds: 7,
      kills: 35,
      deaths: 0,
      damage: 3500,
      adr: 500,
      KR: 5,
      kast: 1,
    });
    expect(line(SUB)?.rating).toBeCloseTo(line(E)?.rating as number, 10);
    expect(line(E)?.tracked.mvpCount).toBe(6);
    expect(line(SUB)?.tracked.mvpCount).toBe(7);
  });

  it("leaves the four who played every round and the other team as if no one was substituted", () => {
    for (const p of [A, B, C, D])
      expect(line(p)).toMatchObject({ rounds: 13, kills: 0, deaths: 0, adr: 0, kast: 1, RF: 13 });
    for (const p of BRAVO)
      expect(line(p)).toMatchObject({ rounds: 13, kills: 0, deaths: 13, adr: 0, kast: 0, RA: 13 });
  });
});
