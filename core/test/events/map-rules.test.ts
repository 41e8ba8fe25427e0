import { type KillEvent, type MapEvents, mapEventsSchema, type RoundEvent, storeMap } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { A, B, FIXTURE, hit, kill as killWith, round, X, Y } from "../stats/fixture.js";

/**
 * Each rule of map-rules.ts against the smallest map that breaks it: a one-round 1v1 (two 1v1s
 * where a rule needs a teammate), changed in one place. The base maps pass every rule.
 */

/** A rifle kill unless told otherwise. */
const kill = (time: number, killer: string | null, victim: string, flags: Partial<KillEvent> = {}) =>
  killWith(time, killer, victim, flags.weapon ?? "AK-47", flags);

const STRANGER = "76561198000000099";

const player = (steam64Id: string) => ({ steam64Id, playerId: null, name: `p${steam64Id.slice(-2)}` });

/** A (CT) kills X (T) at 10 s with one 100-damage bullet: CT wins by elimination. */
function oneVsOne(changes: Partial<RoundEvent> = {}): MapEvents {
  return {
    ...FIXTURE,
    teams: [
      { ...FIXTURE.teams[0], players: [player(A)] },
      { ...FIXTURE.teams[1], players: [player(X)] },
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
        mvp: A,
        kills: [kill(10, A, X)],
        damage: [hit(A, X, "AK-47", "Chest", 100)],
        ...changes,
      }),
    ],
  };
}

/** Alpha (A, B) on CT against Bravo (X, Y) on T; no kills unless given. */
function twoVsTwo(changes: Partial<RoundEvent>): MapEvents {
  const map = oneVsOne({ kills: [], damage: [], mvp: null, reason: "time", ...changes });
  map.teams[0].players.push(player(B));
  map.teams[1].players.push(player(Y));
  return map;
}

/** "path: message" of every problem, or [] when the map passes. */
function problems(map: unknown): string[] {
  const parsed = mapEventsSchema.safeParse(map);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("the base maps", () => {
  it("pass every rule", () => {
    expect(problems(oneVsOne())).toEqual([]);
    expect(problems(twoVsTwo({}))).toEqual([]);
  });
});

describe("damage", () => {
  it("refuses more than 100 health damage to one victim in one round", () => {
    const map = oneVsOne({
      damage: [hit(A, X, "AK-47", "Chest", 60), hit(A, X, "AK-47", "Chest", 41)],
    });
    expect(problems(map)).toEqual([
      `rounds.0.damage.1.health: ${X} takes 101 health damage in this round; a player has 100`,
    ]);
  });

  it("accepts exactly 100 spread over hits", () => {
    const map = oneVsOne({
      damage: [hit(A, X, "HE Grenade", "Generic", 60), hit(A, X, "AK-47", "Chest", 40)],
    });
    expect(problems(map)).toEqual([]);
  });

  it.each([
    ["negative", -1],
    ["fractional", 12.5],
  ])("refuses %s damage", (_, health) => {
    const map = oneVsOne();
    Object.assign(map.rounds[0]?.damage[0] ?? {}, { health });
    expect(problems(map)).toHaveLength(1);
    expect(problems(map)[0]).toMatch(/^rounds\.0\.damage\.0\.health: /);
  });
});

describe("assists", () => {
  it.each(["assister", "flashAssister"] as const)("refuses a %s credited on his own kill", (key) => {
    const map = oneVsOne({ kills: [kill(10, A, X, { [key]: A })] });
    expect(problems(map)).toEqual([`rounds.0.kills.0.${key}: ${A} cannot assist his own kill`]);
  });

  it("refuses an assist on one's own death", () => {
    const map = oneVsOne({ kills: [kill(10, A, X, { assister: X })] });
    expect(problems(map)).toEqual([`rounds.0.kills.0.assister: ${X} cannot assist his own death`]);
  });
});

describe("players on neither roster", () => {
  const base = oneVsOne().rounds[0] as RoundEvent;
  it.each<[string, Partial<RoundEvent>]>([
    ["kills.0.assister", { kills: [kill(10, A, X, { assister: STRANGER })] }],
    [
      "damage.1.attacker",
      {
        damage: [...base.damage, hit(STRANGER, A, "AK-47", "Chest", 10)],
      },
    ],
    [
      "damage.1.victim",
      {
        damage: [...base.damage, hit(A, STRANGER, "AK-47", "Chest", 10)],
      },
    ],
    ["grenades.0.thrower", { grenades: [{ thrower: STRANGER, type: "Smoke" }] }],
    ["blinds.0.thrower", { blinds: [{ thrower: STRANGER, victim: A, duration: 2 }] }],
    ["blinds.0.victim", { blinds: [{ thrower: A, victim: STRANGER, duration: 2 }] }],
    ["mvp", { mvp: STRANGER }],
    ["chickens.0.killer", { chickens: [{ killer: STRANGER, how: "shot" }] }],
    [
      "plant.player",
      {
        winner: "T",
        reason: "bomb_exploded",
        kills: [],
        damage: [],
        mvp: null,
        plant: { player: STRANGER, time: 30 },
      },
    ],
    [
      "defuse.player",
      {
        reason: "bomb_defused",
        plant: { player: X, time: 5 },
        defuse: { player: STRANGER, time: 20, ninja: false },
      },
    ],
  ])("refuses a stranger at %s", (path, round) => {
    expect(problems(oneVsOne(round))).toEqual([`rounds.0.${path}: ${STRANGER} is not on either roster`]);
  });
});

describe("deaths", () => {
  it("stores kills listed out of time order in time order", () => {
    const map = twoVsTwo({ reason: "elimination", kills: [kill(20, B, Y), kill(10, A, X)] });
    expect(problems(map)).toEqual([]);
    expect(storeMap(map).kills.map((k) => [k.index, k.victim])).toEqual([
      [0, X],
      [1, Y],
    ]);
  });

  it("refuses more deaths in a round than players", () => {
    const map = oneVsOne({ kills: [kill(10, A, X), kill(11, A, X), kill(12, A, X)] });
    expect(problems(map)).toEqual(["rounds.0.kills: 3 deaths in a round of 2 players"]);
  });

  it("refuses a player who dies twice", () => {
    const map = oneVsOne({ kills: [kill(10, A, X), kill(12, null, X, { weapon: "World" })] });
    expect(problems(map)).toEqual([`rounds.0.kills.1.victim: ${X} dies twice in this round`]);
  });

  it("refuses a kill by a player who died earlier, whatever the listed order", () => {
    const map = twoVsTwo({ reason: "elimination", kills: [kill(20, X, B), kill(10, A, X), kill(25, A, Y)] });
    expect(problems(map)).toEqual([`rounds.0.kills.0.killer: ${X} died at 10 s, before this kill at 20 s`]);
  });

  it("accepts a grenade that kills after its thrower died", () => {
    const map = twoVsTwo({
      winner: "T",
      reason: "elimination",
      kills: [kill(10, Y, A), kill(11, B, X), kill(12, X, B, { weapon: "HE Grenade" })],
    });
    expect(problems(map)).toEqual([]);
  });

  it("refuses kills of one moment listed in an impossible order", () => {
    // At 10 s X dies, then (same time, listed after) X kills B.
    const map = twoVsTwo({ reason: "elimination", kills: [kill(10, A, X), kill(10, X, B), kill(15, A, Y)] });
    expect(problems(map)).toEqual([
      `rounds.0.kills.1.killer: ${X} is listed dead before this kill at the same time (10 s): list kills of one moment in the order they happened`,
    ]);
    // The same kills listed in the order they happened pass.
    const fixed = twoVsTwo({
      reason: "elimination",
      kills: [kill(10, X, B), kill(10, A, X), kill(15, A, Y)],
    });
    expect(problems(fixed)).toEqual([]);
  });

  it("accepts two players killing each other at the same moment", () => {
    const map = twoVsTwo({ reason: "elimination", kills: [kill(10, A, X), kill(10, X, A), kill(15, B, Y)] });
    expect(problems(map)).toEqual([]);
  });
});

describe("round outcome", () => {
  it.each<[string, Partial<RoundEvent>, string]>([
    [
      "an elimination win with an enemy alive",
      { kills: [], damage: [], mvp: null },
      "rounds.0.winner: CT wins by elimination but a T player is still alive",
    ],
    [
      "a CT win when every CT died",
      { reason: "time", kills: [kill(10, X, A)], damage: [], mvp: null },
      "rounds.0.winner: every CT player died while a T lives; CT cannot win",
    ],
    [
      "a bomb explosion without a plant",
      { winner: "T", reason: "bomb_exploded", kills: [], damage: [], mvp: null },
      "rounds.0.reason: the bomb explodes only after a T plant without a defuse, and the T side wins",
    ],
    [
      "a CT win on an exploding bomb",
      { reason: "bomb_exploded", kills: [], damage: [], mvp: null, plant: { player: X, time: 30 } },
      "rounds.0.reason: the bomb explodes only after a T plant without a defuse, and the T side wins",
    ],
    [
      "a defuse without a plant",
      { reason: "bomb_defused", defuse: { player: A, time: 30, ninja: false } },
      "rounds.0.reason: a defuse needs a plant and a defuser, and the CT side wins",
    ],
    [
      "a time win after a plant",
      { reason: "time", kills: [], damage: [], mvp: null, plant: { player: X, time: 30 } },
      "rounds.0.reason: the clock runs out only without a plant, and the CT side wins",
    ],
    [
      "a CT elimination win after a plant",
      { plant: { player: X, time: 5 } },
      "rounds.0.reason: after a plant the CT side wins only by defusing",
    ],
    [
      "a plant by a CT",
      {
        winner: "T",
        reason: "bomb_exploded",
        kills: [],
        damage: [],
        mvp: null,
        plant: { player: A, time: 30 },
      },
      `rounds.0.plant.player: ${A} plays CT this round`,
    ],
    [
      "a plant by a dead T",
      {
        winner: "CT",
        reason: "bomb_defused",
        plant: { player: X, time: 30 },
        defuse: { player: A, time: 40, ninja: false },
      },
      `rounds.0.plant.player: ${X} died before the plant`,
    ],
    [
      "a defuse by a T",
      {
        reason: "bomb_defused",
        plant: { player: X, time: 5 },
        defuse: { player: X, time: 20, ninja: false },
      },
      `rounds.0.defuse.player: ${X} plays T this round`,
    ],
    [
      "a defuse before the plant",
      { reason: "bomb_defused", plant: { player: X, time: 5 }, defuse: { player: A, time: 3, ninja: false } },
      "rounds.0.defuse.time: the defuse comes before the plant",
    ],
  ])("refuses %s", (_, round, problem) => {
    expect(problems(oneVsOne(round))).toEqual([problem]);
  });

  it.each(["CT", "T"] as const)("accepts a %s win when both sides fell at the same moment", (winner) => {
    const map = oneVsOne({ winner, kills: [kill(10, A, X), kill(10, X, A)], damage: [], mvp: null });
    expect(problems(map)).toEqual([]);
  });

  it("accepts a T win by the bomb after every T died", () => {
    const map = oneVsOne({ winner: "T", reason: "bomb_exploded", plant: { player: X, time: 5 } });
    expect(problems(map)).toEqual([]);
  });
});

describe("text", () => {
  it.each([
    ["a NUL byte", "bad\u0000name"],
    ["a lone high surrogate", "bad\ud800name"],
    ["a lone low surrogate", "\udc00bad"],
  ])("refuses %s in a name", (_, name) => {
    const map = oneVsOne();
    Object.assign(map.teams[1].players[0] ?? {}, { name });
    expect(problems(map)).toEqual([
      "teams.1.players.0.name: must not contain NUL bytes or unpaired surrogates",
    ]);
  });

  it("accepts paired surrogates (emoji) and other scripts", () => {
    const map = oneVsOne();
    Object.assign(map.teams[1].players[0] ?? {}, { name: "fröst 🐸 火" });
    map.teams[0].name = "Ünïcode 🎯";
    expect(problems(map)).toEqual([]);
  });

  it.each(["matchId", "scheduledMatchId"] as const)("refuses a NUL byte in %s", (key) => {
    const map = { ...oneVsOne(), [key]: "m\u0000" };
    expect(problems(map)).toEqual([`${key}: must not contain NUL bytes or unpaired surrogates`]);
  });
});
