import {
  COMPETITIVE_MAPS,
  describeProblem,
  type KillEvent,
  type MapEvents,
  mapEventProblems,
  mapEventsSchema,
  type RoundEvent,
  storeMap,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { A, B, hit, kill, oneVsOne, player, STRANGER, SUB, scoredMap, twoVsTwo, X, Y } from "./rule-maps.js";

/**
 * Each rule of map-rules.ts (one rule = one function in core/src/events/rules/) against the
 * smallest map that breaks it: a complete 1v1 (a 2v2 where a rule needs a teammate) whose first
 * round is changed in one place. The base maps pass every rule; each test fails without its rule.
 */

/** "path: message" of every problem, or [] when the map passes. */
function problems(map: unknown): string[] {
  const parsed = mapEventsSchema.safeParse(map);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

/** The rule ids a map breaks, in order. */
const rules = (map: MapEvents) => mapEventProblems(map).map((p) => p.rule);

describe("the base maps", () => {
  it("pass every rule", () => {
    expect(problems(oneVsOne())).toEqual([]);
    expect(problems(twoVsTwo())).toEqual([]);
  });
});

describe("every problem", () => {
  it("is reported, each naming its rule, round and player", () => {
    const map = oneVsOne({
      mvp: X,
      kills: [kill(10, A, X, { weapon: "HE Grenade", headshot: true })],
    });
    map.mapName = "de_nowhere";
    const found = mapEventProblems(map);
    expect(found.map(describeProblem)).toEqual([
      `map-pool: de_nowhere is not in the map pool (${COMPETITIVE_MAPS.join(", ")})`,
      `weapon-flags: round 1, player ${A}: a HE Grenade kill cannot be a headshot`,
      `grenade-kill: round 1, player ${A}: kills with a HE Grenade he did not throw this round`,
      `mvp: round 1, player ${X}: is the MVP but plays T, the side that lost`,
    ]);
    expect(found.map((p) => p.path.join("."))).toEqual([
      "mapName",
      "rounds.0.kills.0.headshot",
      "rounds.0.kills.0.weapon",
      "rounds.0.mvp",
    ]);
  });
});

describe("format", () => {
  it("refuses a map that ends before anyone reached 13 (final-score)", () => {
    const map = oneVsOne();
    map.rounds = map.rounds.slice(0, 12);
    expect(problems(map)).toEqual([
      "rounds: final-score: the map ends 12-0 after 12 rounds: a real map ends when a team reaches 13 (MR12), or wins an overtime period 4 of 6 (MR3)",
    ]);
  });

  it("refuses a round after the map was decided (final-score)", () => {
    const map = oneVsOne();
    map.rounds.push({ ...(map.rounds[12] as RoundEvent), number: 14 });
    expect(problems(map)).toEqual([
      "rounds.13: final-score: round 14: is played after the map was decided 13-0 in round 13",
    ]);
  });

  it.each([
    [13, 0],
    [13, 11],
    [16, 14],
    [19, 17],
  ])("accepts a map that ends %i-%i", (alpha, bravo) => {
    expect(problems(scoredMap(alpha, bravo))).toEqual([]);
  });

  it.each([
    [13, 12],
    [14, 12],
    [15, 14],
  ])("refuses a map that ends %i-%i (final-score)", (alpha, bravo) => {
    expect(rules(scoredMap(alpha, bravo))).toEqual(["final-score"]);
  });

  it("refuses the two teams starting on the same side (sides)", () => {
    const map = oneVsOne();
    map.teams[1].startSide = "CT";
    expect(rules(map)).toEqual(["sides"]);
  });

  it("refuses a second half played without swapping sides (sides)", () => {
    const map = oneVsOne();
    const r13 = map.rounds[12] as RoundEvent;
    map.rounds[12] = { ...r13, sides: ["CT", "T"], winner: "CT" };
    expect(problems(map)).toEqual([
      "rounds.12.sides: sides: round 13: is played on CT/T but the format puts the teams on T/CT",
    ]);
  });

  it("refuses misnumbered rounds (round-numbers)", () => {
    const map = oneVsOne({ number: 2 });
    expect(problems(map)).toEqual(["rounds.0.number: round-numbers: round 1: is numbered 2"]);
  });

  it("refuses a map outside the pool (map-pool)", () => {
    expect(rules({ ...oneVsOne(), mapName: "de_cache" })).toEqual(["map-pool"]);
  });
});

describe("teams and rosters", () => {
  it("refuses a team playing itself (teams-differ)", () => {
    const map = oneVsOne();
    map.teams[1].teamId = map.teams[0].teamId;
    expect(rules(map)).toEqual(["teams-differ"]);
  });

  it("refuses a steam64 id on both rosters (roster-unique)", () => {
    const map = twoVsTwo();
    map.teams[1].players[1] = player(A);
    expect(rules(map)).toContain("roster-unique");
  });

  it("refuses a team of six without lineups (lineups)", () => {
    const map = oneVsOne();
    map.teams[0].players.push(
      ...[B, SUB, "76561198000000006", "76561198000000007", "76561198000000008"].map(player),
    );
    expect(rules(map).slice(0, 1)).toEqual(["lineups"]);
    expect(problems(map)[0]).toBe(
      "rounds.0.lineups: lineups: round 1: Alpha lists 6 players: a team with a substitute says who played each round",
    );
  });

  it("refuses a listed player who plays no round (lineups)", () => {
    const map = oneVsOne({ lineups: [[A], [X]] });
    map.teams[0].players.push(player(SUB));
    expect(problems(map)).toEqual([
      `teams.0.players.1: lineups: player ${SUB}: is listed but plays no round`,
    ]);
  });

  it("refuses a lineup with a player of the other team (lineups)", () => {
    const map = oneVsOne({ lineups: [[A, X], [X]] });
    expect(rules(map)).toContain("lineups");
  });

  it("refuses a substitute acting in a round he did not play (on-lineup)", () => {
    // SUB plays round 2 for A, but kills in round 1, where A played.
    const map = oneVsOne({ lineups: [[A], [X]], mvp: null, kills: [kill(10, SUB, X)] });
    map.teams[0].players.push(player(SUB));
    const r2 = map.rounds[1] as RoundEvent;
    map.rounds[1] = {
      ...r2,
      lineups: [[SUB], [X]],
      mvp: SUB,
      kills: [kill(10, SUB, X)],
      damage: [hit(SUB, X, "AK-47", "Chest", 100)],
    };
    expect(problems(map)).toEqual([
      `rounds.0.kills.0.killer: on-lineup: round 1, player ${SUB}: did not play this round`,
      `rounds.0.damage.0.attacker: on-lineup: round 1, player ${SUB}: did not play this round`,
    ]);
  });
});

describe("players on neither roster (on-lineup)", () => {
  const base = oneVsOne().rounds[0] as RoundEvent;
  it.each<[string, Partial<RoundEvent>]>([
    ["kills.0.assister", { kills: [kill(10, A, X, { assister: STRANGER })], damage: base.damage }],
    ["damage.1.attacker", { damage: [...base.damage, hit(STRANGER, A, "AK-47", "Chest", 10)] }],
    ["damage.1.victim", { damage: [...base.damage, hit(A, STRANGER, "AK-47", "Chest", 10)] }],
    ["grenades.0.thrower", { grenades: [{ thrower: STRANGER, type: "Smoke" }] }],
    ["blinds.0.thrower", { blinds: [{ thrower: STRANGER, victim: A, duration: 2 }] }],
    ["blinds.0.victim", { blinds: [{ thrower: A, victim: STRANGER, duration: 2 }] }],
    ["mvp", { mvp: STRANGER }],
    ["chickens.0.killer", { chickens: [{ killer: STRANGER, how: "shot" }] }],
  ])("refuses a stranger at %s", (path, changes) => {
    expect(problems(oneVsOne(changes))).toEqual([
      `rounds.0.${path}: on-lineup: round 1, player ${STRANGER}: is not on either roster`,
    ]);
  });
});

describe("assists (assists)", () => {
  it.each(["assister", "flashAssister"] as const)("refuses a %s credited on his own kill", (key) => {
    const map = oneVsOne({ kills: [kill(10, A, X, { [key]: A })] });
    expect(problems(map)).toEqual([
      `rounds.0.kills.0.${key}: assists: round 1, player ${A}: cannot assist his own kill`,
    ]);
  });

  it("refuses an assist on one's own death", () => {
    const map = oneVsOne({ kills: [kill(10, A, X, { assister: X })] });
    expect(rules(map)).toEqual(["assists"]);
  });

  it("refuses an assist by a teammate of the victim", () => {
    const map = twoVsTwo({
      reason: "elimination",
      kills: [kill(10, A, X, { flashAssister: Y }), kill(12, B, Y)],
    });
    expect(problems(map)).toEqual([
      `rounds.0.kills.0.flashAssister: assists: round 1, player ${Y}: cannot assist the death of his teammate ${X}`,
    ]);
  });
});

describe("kills and weapons", () => {
  it.each<[string, Partial<KillEvent>, string]>([
    ["a headshot with an HE grenade", { weapon: "HE Grenade", headshot: true }, "weapon-flags"],
    ["a headshot with fire", { weapon: "Molotov", headshot: true }, "weapon-flags"],
    ["a no-scope with a rifle", { noscope: true }, "weapon-flags"],
  ])("refuses %s (%s)", (_, flags, rule) => {
    const map = oneVsOne({
      kills: [kill(10, A, X, flags)],
      grenades: [{ thrower: A, type: flags.weapon === "Molotov" ? "Molotov" : "HE" }],
    });
    expect(rules(map)).toEqual([rule]);
  });

  it("accepts a no-scope with an AWP", () => {
    expect(problems(oneVsOne({ kills: [kill(10, A, X, { weapon: "AWP", noscope: true })] }))).toEqual([]);
  });

  it("refuses a grenade kill without that grenade thrown by the killer (grenade-kill)", () => {
    const map = oneVsOne({
      kills: [kill(10, A, X, { weapon: "HE Grenade" })],
      grenades: [{ thrower: A, type: "Smoke" }],
    });
    expect(problems(map)).toEqual([
      `rounds.0.kills.0.weapon: grenade-kill: round 1, player ${A}: kills with a HE Grenade he did not throw this round`,
    ]);
    map.rounds[0]?.grenades.push({ thrower: A, type: "HE" });
    expect(problems(map)).toEqual([]);
  });

  it.each<[string, KillEvent, string]>([
    ["a self-kill with a rifle", kill(10, X, X), `cannot kill himself with a AK-47`],
    ["a killer-less rifle death", kill(10, null, X), "a AK-47 kill needs a killer"],
    ["a bomb death with a killer", kill(10, A, X, { weapon: "C4" }), "a C4 death has no killer"],
  ])("refuses %s (self-kill)", (_, k, message) => {
    const map = oneVsOne({ kills: [k], mvp: null });
    expect(mapEventProblems(map).map((p) => [p.rule, p.message])).toEqual([["self-kill", message]]);
  });

  it("accepts a fall death and a self-kill by one's own grenade", () => {
    const fall = oneVsOne({ kills: [kill(10, null, X, { weapon: "World" })], mvp: null });
    expect(problems(fall)).toEqual([]);
    const nade = oneVsOne({
      kills: [kill(10, X, X, { weapon: "HE Grenade" })],
      grenades: [{ thrower: X, type: "HE" }],
      mvp: null,
    });
    expect(problems(nade)).toEqual([]);
  });
});

describe("health", () => {
  it("refuses more than 100 health damage to one victim in one round (health-cap)", () => {
    const map = oneVsOne({ damage: [hit(A, X, "AK-47", "Chest", 60), hit(A, X, "AK-47", "Chest", 41)] });
    expect(problems(map)).toEqual([
      `rounds.0.damage.1.health: health-cap: round 1, player ${X}: takes 101 health damage in this round; a player has 100`,
    ]);
  });

  it("accepts exactly 100 spread over hits", () => {
    const map = oneVsOne({
      damage: [hit(A, X, "HE Grenade", "Generic", 60), hit(A, X, "AK-47", "Chest", 40)],
      grenades: [{ thrower: A, type: "HE" }],
    });
    expect(problems(map)).toEqual([]);
  });

  it("refuses a death with health left (health-death)", () => {
    const map = oneVsOne({ damage: [hit(A, X, "AK-47", "Chest", 60)] });
    expect(problems(map)).toEqual([
      `rounds.0.kills.0.victim: health-death: round 1, player ${X}: dies having taken 60 health damage; a death takes all 100`,
    ]);
  });

  it("refuses a survivor who took 100 (health-death)", () => {
    const map = twoVsTwo({ damage: [hit(X, A, "Glock-18", "Head", 100)] });
    expect(rules(map)).toEqual(["health-death"]);
  });

  it.each([
    ["negative", -1],
    ["fractional", 12.5],
  ])("refuses %s damage", (_, health) => {
    const map = oneVsOne();
    Object.assign(map.rounds[0]?.damage[0] ?? {}, { health });
    expect(problems(map)[0]).toMatch(/^rounds\.0\.damage\.0\.health: /);
  });
});

describe("round time (round-time)", () => {
  it("refuses a kill after 1:55 without a plant", () => {
    expect(problems(oneVsOne({ kills: [kill(116, A, X)] }))).toEqual([
      `rounds.0.kills.0.time: round-time: round 1, player ${A}: a kill at 116 s, but the round lasts 115 s`,
    ]);
  });

  it("refuses a kill after the bomb went off, and accepts one before", () => {
    const changes = (time: number): Partial<RoundEvent> => ({
      winner: "T",
      reason: "bomb_exploded",
      mvp: null,
      plant: { player: X, time: 100 },
      kills: [kill(time, null, A, { weapon: "C4" })],
      sides: ["CT", "T"],
    });
    expect(problems(oneVsOne(changes(140)))).toEqual([]);
    expect(rules(oneVsOne(changes(141)))).toEqual(["round-time"]);
  });

  it("refuses a plant after 1:55", () => {
    const map = oneVsOne({
      winner: "T",
      reason: "bomb_exploded",
      kills: [],
      mvp: null,
      plant: { player: X, time: 116 },
    });
    expect(rules(map)).toEqual(["round-time"]);
  });
});

describe("ids (ids)", () => {
  it("refuses an id outside the documented format: letters, digits, _ and -", () => {
    const map = oneVsOne();
    map.matchId = "s1 m1/map1";
    expect(problems(map)).toEqual(['matchId: ids: matchId "s1 m1/map1" is not letters, digits, _ or -']);
    const player = oneVsOne();
    player.teams[1].players[0] = {
      ...player.teams[1].players[0],
      playerId: "p-é",
    } as MapEvents["teams"][1]["players"][0];
    player.teams[0].teamId = "team alpha";
    expect(rules(player)).toEqual(["ids", "ids"]);
    expect(mapEventProblems(player).map((p) => p.path.join("."))).toEqual([
      "teams.0.teamId",
      "teams.1.players.0.playerId",
    ]);
  });

  it("refuses the combines- prefix on a map that is not a Combine", () => {
    const combine = oneVsOne();
    combine.matchType = "Combine";
    combine.scheduledMatchId = null;
    expect(rules(combine)).toEqual([]);
    combine.matchId = `combines-${combine.matchId}`;
    expect(rules(combine)).toEqual([]);
    const regulation = oneVsOne();
    regulation.matchId = "combines-s1-m1";
    expect(problems(regulation)).toEqual([
      "matchId: ids: only a Combine map's id starts with combines- (this is Regulation)",
    ]);
  });
});

describe("economy (equipment)", () => {
  it("refuses more on a pistol round than the start money and default pistol", () => {
    const map = oneVsOne({
      economy: [
        { equipmentValue: 1001, type: "pistol" },
        { equipmentValue: 1000, type: "pistol" },
      ],
    });
    expect(problems(map)).toEqual([
      "rounds.0.economy.0.equipmentValue: equipment: round 1: 1001 on a pistol round; 1 players start with 800 and a 200 pistol each (1000)",
    ]);
  });

  it("refuses more than a player can carry on a gun round", () => {
    const map = oneVsOne();
    const r2 = map.rounds[1] as RoundEvent;
    r2.economy = [
      { equipmentValue: 8450, type: "full" },
      { equipmentValue: 8451, type: "full" },
    ];
    expect(rules(map)).toEqual(["equipment"]);
  });
});

describe("economy followed round by round (money)", () => {
  /** Bravo's equipment value in the given rounds (1-based), the rest as the base map has it. */
  const bravoBuys = (buys: Record<number, number>) => {
    const map = oneVsOne();
    for (const [number, value] of Object.entries(buys)) {
      const r = map.rounds[Number(number) - 1] as RoundEvent;
      r.economy = [r.economy[0], { equipmentValue: value, type: "full" }];
    }
    return map;
  };

  it("refuses a rebuy the loser of the pistol round cannot afford", () => {
    // X spent 700 on the pistol round (900 less his free pistol), died, lost: 100 + a 1,900 loss
    // bonus and his default pistol, 2,200. No slack: real play never shows more.
    expect(problems(bravoBuys({ 2: 2200 }))).toEqual([]);
    expect(problems(bravoBuys({ 2: 2201 }))).toEqual([
      "rounds.1.economy.1.equipmentValue: money: round 2: 2201 of equipment is more than the 2200 the team can hold: 2000 money, 0 of gear kept by survivors, 200 of default pistols",
    ]);
  });

  it("follows the money: what a team spent is gone, a loss bonus comes back", () => {
    // Round 2: 2,200 leaves 2,000 - (2,200 - 200) = 0, then a 2,400 loss bonus; round 3 can show
    // at most 2,600. Saving in round 2 instead leaves 2,000 + 2,400 for round 3.
    expect(rules(bravoBuys({ 2: 2200, 3: 2600 }))).toEqual([]);
    const found = mapEventProblems(bravoBuys({ 2: 2200, 3: 2601 }));
    expect(found.map((p) => [p.rule, p.round])).toEqual([["money", 3]]);
    expect(rules(bravoBuys({ 3: 4600 }))).toEqual([]);
    expect(rules(bravoBuys({ 3: 4601 }))).toEqual(["money"]);
  });

  it("holds a team's money at 16,000 a player", () => {
    // X loses every round: after the pistol round he has 2,000, then loss bonuses of 2,400, 2,900
    // and 3,400 a round: 17,500 after round 6, held at 16,000. Two full loadouts (8,450 each, 8,250
    // bought) in rounds 8 and 9 leave 7,750 + 3,400 and then 2,900 + 3,400 = 6,300: round 10's
    // third is more than his 6,300 and pistol. Without the cap he would have 7,450 more by then.
    const map = scoredMap(13, 0);
    for (const number of [8, 9, 10]) {
      const r = map.rounds[number - 1] as RoundEvent;
      r.economy = [r.economy[0], { equipmentValue: 8450, type: "full" }];
    }
    expect(problems(map)).toEqual([
      "rounds.9.economy.1.equipmentValue: money: round 10: 8450 of equipment is more than the 6500 the team can hold: 6300 money, 0 of gear kept by survivors, 200 of default pistols",
    ]);
  });

  it("counts the gear survivors keep", () => {
    // Alpha's A survives round 1: he may carry a full loadout into round 2 (picked up or kept).
    const map = oneVsOne();
    const r2 = map.rounds[1] as RoundEvent;
    r2.economy = [{ equipmentValue: 8450, type: "full" }, r2.economy[1]];
    expect(rules(map)).toEqual([]);
  });
});

describe("deaths (deaths)", () => {
  it("stores kills listed out of time order in time order", () => {
    const map = twoVsTwo({ reason: "elimination", kills: [kill(20, B, Y), kill(10, A, X)] });
    expect(problems(map)).toEqual([]);
    expect(
      storeMap(map)
        .kills.filter((k) => k.round === 1)
        .map((k) => [k.index, k.victim]),
    ).toEqual([
      [0, X],
      [1, Y],
    ]);
  });

  it("refuses more deaths in a round than players", () => {
    const map = oneVsOne({
      kills: [kill(10, A, X), kill(11, A, X), kill(12, A, X)],
      damage: [hit(A, X, "AK-47", "Chest", 100)],
    });
    expect(problems(map)).toEqual(["rounds.0.kills: deaths: round 1: 3 deaths in a round of 2 players"]);
  });

  it("refuses a player who dies twice", () => {
    const map = oneVsOne({
      kills: [kill(10, A, X), kill(12, null, X, { weapon: "World" })],
      damage: [hit(A, X, "AK-47", "Chest", 100)],
    });
    expect(problems(map)).toEqual([
      `rounds.0.kills.1.victim: deaths: round 1, player ${X}: dies twice in this round`,
    ]);
  });

  it("refuses a kill by a player who died earlier, whatever the listed order", () => {
    const map = twoVsTwo({ reason: "elimination", kills: [kill(20, X, B), kill(10, A, X), kill(25, A, Y)] });
    expect(problems(map)).toEqual([
      `rounds.0.kills.0.killer: deaths: round 1, player ${X}: died at 10 s, before this kill at 20 s`,
    ]);
  });

  it("accepts a grenade that kills after its thrower died", () => {
    const map = twoVsTwo({
      winner: "T",
      reason: "elimination",
      kills: [kill(10, Y, A), kill(11, B, X), kill(12, X, B, { weapon: "HE Grenade" })],
      grenades: [{ thrower: X, type: "HE" }],
    });
    expect(problems(map)).toEqual([]);
  });

  it("refuses kills of one moment listed in an impossible order", () => {
    const map = twoVsTwo({ reason: "elimination", kills: [kill(10, A, X), kill(10, X, B), kill(15, A, Y)] });
    expect(problems(map)).toEqual([
      `rounds.0.kills.1.killer: deaths: round 1, player ${X}: is listed dead before this kill at the same time (10 s): list kills of one moment in the order they happened`,
    ]);
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

describe("round outcome (outcome, bomb, mvp)", () => {
  it.each<[string, Partial<RoundEvent>, string]>([
    [
      "an elimination win with an enemy alive",
      { kills: [], mvp: null },
      "outcome: round 1: CT wins by elimination but a T player is still alive",
    ],
    [
      "a CT win when every CT died",
      { reason: "time", kills: [kill(10, X, A)], mvp: null },
      "outcome: round 1: every CT player died while a T lives; CT cannot win",
    ],
    [
      "a bomb explosion without a plant",
      { winner: "T", reason: "bomb_exploded", kills: [], mvp: null },
      "outcome: round 1: the bomb explodes only after a T plant without a defuse, and the T side wins",
    ],
    [
      "a CT win on an exploding bomb",
      { reason: "bomb_exploded", kills: [], mvp: null, plant: { player: X, time: 30 } },
      "outcome: round 1: the bomb explodes only after a T plant without a defuse, and the T side wins",
    ],
    [
      "a defuse without a plant",
      { reason: "bomb_defused", defuse: { player: A, time: 30, ninja: false } },
      "outcome: round 1: a defuse needs a plant and a defuser, and the CT side wins",
    ],
    [
      "a time win after a plant",
      { reason: "time", kills: [], mvp: null, plant: { player: X, time: 30 } },
      "outcome: round 1: the clock runs out only without a plant, and the CT side wins",
    ],
    [
      "a CT elimination win after a plant",
      { plant: { player: X, time: 5 } },
      "outcome: round 1: after a plant the CT side wins only by defusing",
    ],
    [
      "a T elimination win after a defuse",
      {
        winner: "T",
        reason: "elimination",
        mvp: null,
        plant: { player: X, time: 5 },
        defuse: { player: A, time: 20, ninja: false },
        kills: [kill(30, X, A)],
      },
      "outcome: round 1: a defused bomb ends the round: it is a CT win by defuse, not elimination",
    ],
    [
      "a plant by a CT",
      { winner: "T", reason: "bomb_exploded", kills: [], mvp: null, plant: { player: A, time: 30 } },
      `bomb: round 1, player ${A}: plays CT this round and cannot plant`,
    ],
    [
      "a plant by a dead T",
      {
        reason: "bomb_defused",
        plant: { player: X, time: 30 },
        defuse: { player: A, time: 40, ninja: false },
      },
      `bomb: round 1, player ${X}: died before the plant`,
    ],
    [
      "a defuse by a T",
      {
        reason: "bomb_defused",
        plant: { player: X, time: 5 },
        defuse: { player: X, time: 20, ninja: false },
      },
      `bomb: round 1, player ${X}: plays T this round and cannot defuse`,
    ],
    [
      "a defuse before the plant",
      { reason: "bomb_defused", plant: { player: X, time: 5 }, defuse: { player: A, time: 3, ninja: false } },
      "bomb: round 1: the defuse comes before the plant",
    ],
    [
      "an MVP of the losing side",
      { mvp: X },
      `mvp: round 1, player ${X}: is the MVP but plays T, the side that lost`,
    ],
  ])("refuses %s", (_, changes, problem) => {
    expect(mapEventProblems(oneVsOne(changes)).map(describeProblem)).toEqual([problem]);
  });

  it.each(["CT", "T"] as const)("accepts a %s win when both sides fell at the same moment", (winner) => {
    const map = oneVsOne({ winner, kills: [kill(10, A, X), kill(10, X, A)], mvp: null });
    expect(problems(map)).toEqual([]);
  });

  it("accepts a T win by the bomb after every T died", () => {
    const map = oneVsOne({ winner: "T", reason: "bomb_exploded", mvp: null, plant: { player: X, time: 5 } });
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
    expect(problems(map)).toEqual([
      `${key}: must not contain NUL bytes or unpaired surrogates`,
      // The id rule says it too: an id is letters, digits, _ and - only.
      `${key}: ids: ${key} "m\\u0000" is not letters, digits, _ or -`,
    ]);
  });
});
