import type { DamageEvent, Hitgroup, KillEvent, MapEvents, RoundEvent, WeaponName } from "@fragboard/core";

/**
 * A hand-written 2v2 map of four rounds, every event spelled out, with the expected figures worked
 * out by hand in the tests. Alpha (A, B) starts CT and Bravo (X, Y) starts T; sides swap after
 * round 2 so both sides appear in four rounds. Only round 1 is a pistol round (rounds 1 and 13).
 *
 * R1 Alpha CT. 10 s X kills B (Glock-18, headshot): opening duel won by X on T. B was last seen
 *    hurting X for 30. Alpha has only A left against two: A's 1v2 clutch begins.
 *    13 s A kills X (USP-S, headshot, damage assist B): X killed A's teammate B 3 s earlier, so this
 *    kill is a trade and B's death is traded. Bravo has only Y left against A: Y's 1v1 begins.
 *    20 s A kills Y through a wall (USP-S, penetrated 1). Alpha wins by elimination: A wins the
 *    1v2 with 2 kills, Y loses his 1v1. MVP A.
 * R2 Alpha CT. A flashes Y (2.0 s), X (0.6 s), his mate B (0.8 s) and himself (0.4 s); Y flashes A
 *    (2.5 s), his mate X (1.2 s) and himself (0.5 s). 15 s B kills Y (FAMAS) through smoke while
 *    airborne, flash-assisted by A: opening duel won by B on CT; X is alone against two (1v2).
 *    X plants at 40 s, hits B with an HE (40) and at 45 s kills him with a no-scope AWP (60):
 *    A is alone against X (1v1). 70 s A defuses with X alive (ninja). Alpha wins: A's 1v1 won,
 *    X's 1v2 lost with 1 kill; X survives a lost round (a save). MVP A.
 * R3 Alpha T. A burns X with a Molotov (25) and at 12 s kills him (AK-47, 75) while blinded:
 *    opening duel won by A on T; Y is alone against two (1v2). 15 s Y kills A (Desert Eagle,
 *    headshot): A killed Y's teammate X 3 s before, so a trade, and X's death is traded. B is
 *    alone against Y (1v1). 22 s Y kills B: Bravo wins by elimination, Y wins the 1v2 with 2
 *    kills, B loses his 1v1. Chickens: A shoots one, B stabs one. MVP Y.
 * R4 Alpha T. Y hits A for 60; A's HE hits Y for 20 and himself for 40: 8 s A kills himself (a
 *    self kill, and B is alone against two: a 1v2). 30 s X kills his teammate Y (a team kill; X is
 *    now alone against B: 1v1). B plants at 50 s; at 90 s the bomb explodes and kills X. No kill of
 *    an enemy this round, so no opening duel. Alpha wins (bomb exploded): B's 1v2 won with 0 kills,
 *    X's 1v1 lost. Chickens: X roasts one, Y explodes one. MVP B.
 * Score: Alpha 3 (R1, R2, R4), Bravo 1 (R3).
 */

export const A = "76561198000000001";
export const B = "76561198000000002";
export const X = "76561198000000003";
export const Y = "76561198000000004";

const playerA = { steam64Id: A, playerId: "p-a", name: "alpha1" };
const playerB = { steam64Id: B, playerId: "p-b", name: "alpha2" };
const playerX = { steam64Id: X, playerId: "p-x", name: "bravo1" };
const playerY = { steam64Id: Y, playerId: null, name: "bravo2" };

export function kill(
  time: number,
  killer: string | null,
  victim: string,
  weapon: WeaponName,
  flags: Partial<KillEvent> = {},
): KillEvent {
  return {
    time,
    killer,
    victim,
    assister: null,
    flashAssister: null,
    weapon,
    headshot: false,
    penetrated: 0,
    noscope: false,
    throughSmoke: false,
    killerAirborne: false,
    killerBlinded: false,
    ...flags,
  };
}

export function hit(
  attacker: string | null,
  victim: string,
  weapon: WeaponName,
  hitgroup: Hitgroup,
  health: number,
): DamageEvent {
  return { attacker, victim, weapon, hitgroup, health, armor: 0 };
}

type RoundInput = Pick<RoundEvent, "number" | "sides" | "winner" | "reason" | "economy"> &
  Partial<RoundEvent>;

export function round(r: RoundInput): RoundEvent {
  return {
    plant: null,
    defuse: null,
    mvp: null,
    kills: [],
    damage: [],
    grenades: [],
    blinds: [],
    chickens: [],
    ...r,
  };
}

export const FIXTURE: MapEvents = {
  matchId: "s1-contender-m1-map1",
  scheduledMatchId: "s1-contender-m1",
  season: 1,
  tier: "Contender",
  matchType: "Regulation",
  matchDay: "M1",
  mapName: "de_inferno",
  mapNumber: 1,
  playedAt: "2025-01-01T20:00:00.000Z",
  teams: [
    {
      teamId: "team-alpha",
      name: "Alpha",
      startSide: "CT",
      players: [playerA, playerB],
    },
    {
      teamId: "team-bravo",
      name: "Bravo",
      startSide: "T",
      players: [playerX, playerY],
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
        { equipmentValue: 3800, type: "pistol" },
      ],
      mvp: A,
      kills: [
        kill(10, X, B, "Glock-18", { headshot: true }),
        kill(13, A, X, "USP-S", { headshot: true, assister: B }),
        kill(20, A, Y, "USP-S", { penetrated: 1 }),
      ],
      damage: [
        hit(X, B, "Glock-18", "Head", 100),
        hit(B, X, "USP-S", "Chest", 30),
        hit(A, X, "USP-S", "Head", 70),
        hit(A, Y, "USP-S", "Stomach", 100),
      ],
    }),
    round({
      number: 2,
      sides: ["CT", "T"],
      winner: "CT",
      reason: "bomb_defused",
      economy: [
        { equipmentValue: 22000, type: "full" },
        { equipmentValue: 1500, type: "eco" },
      ],
      plant: { player: X, time: 40 },
      defuse: { player: A, time: 70, ninja: true },
      mvp: A,
      kills: [
        kill(15, B, Y, "FAMAS", { flashAssister: A, throughSmoke: true, killerAirborne: true }),
        kill(45, X, B, "AWP", { noscope: true }),
      ],
      damage: [
        hit(B, Y, "FAMAS", "Chest", 100),
        hit(X, B, "HE Grenade", "Generic", 40),
        hit(X, B, "AWP", "Chest", 60),
      ],
      grenades: [
        { thrower: A, type: "Flashbang" },
        { thrower: A, type: "Smoke" },
        { thrower: Y, type: "Flashbang" },
        { thrower: X, type: "HE" },
      ],
      blinds: [
        { thrower: A, victim: Y, duration: 2.0 },
        { thrower: A, victim: X, duration: 0.6 },
        { thrower: A, victim: B, duration: 0.8 },
        { thrower: A, victim: A, duration: 0.4 },
        { thrower: Y, victim: A, duration: 2.5 },
        { thrower: Y, victim: X, duration: 1.2 },
        { thrower: Y, victim: Y, duration: 0.5 },
      ],
    }),
    round({
      number: 3,
      sides: ["T", "CT"],
      winner: "CT",
      reason: "elimination",
      economy: [
        { equipmentValue: 12000, type: "force" },
        { equipmentValue: 24000, type: "full" },
      ],
      mvp: Y,
      kills: [
        kill(12, A, X, "AK-47", { killerBlinded: true }),
        kill(15, Y, A, "Desert Eagle", { headshot: true }),
        kill(22, Y, B, "Desert Eagle"),
      ],
      damage: [
        hit(A, X, "Molotov", "Generic", 25),
        hit(A, X, "AK-47", "Chest", 75),
        hit(Y, A, "Desert Eagle", "Head", 100),
        hit(Y, B, "Desert Eagle", "Chest", 100),
      ],
      grenades: [{ thrower: A, type: "Molotov" }],
      chickens: [
        { killer: A, how: "shot" },
        { killer: B, how: "stabbed" },
      ],
    }),
    round({
      number: 4,
      sides: ["T", "CT"],
      winner: "T",
      reason: "bomb_exploded",
      economy: [
        { equipmentValue: 6000, type: "semi-eco" },
        { equipmentValue: 25000, type: "full" },
      ],
      plant: { player: B, time: 50 },
      mvp: B,
      kills: [kill(8, A, A, "HE Grenade"), kill(30, X, Y, "USP-S"), kill(90, null, X, "C4")],
      damage: [
        hit(Y, A, "USP-S", "Chest", 60),
        hit(A, Y, "HE Grenade", "Generic", 20),
        hit(A, A, "HE Grenade", "Generic", 40),
        hit(X, Y, "USP-S", "Head", 80),
        hit(null, X, "C4", "Generic", 100),
      ],
      grenades: [
        { thrower: A, type: "HE" },
        { thrower: X, type: "Molotov" },
        { thrower: Y, type: "HE" },
      ],
      chickens: [
        { killer: X, how: "roasted" },
        { killer: Y, how: "exploded" },
      ],
    }),
  ],
};

/**
 * A one-round map of the same two teams, Alpha starting T (a T pistol round): 10 s A kills X
 * (AK-47, headshot, 100 to the head), 20 s B kills Y (AK-47, 100 to the chest); Alpha wins by
 * elimination, MVP A. After X dies Y is alone against two (a lost 1v2).
 */
export function quickMap(matchId: string, playedAt: string, aName = "alpha1"): MapEvents {
  return {
    ...FIXTURE,
    matchId,
    playedAt,
    teams: [
      {
        ...FIXTURE.teams[0],
        startSide: "T",
        players: [{ ...playerA, name: aName }, playerB],
      },
      { ...FIXTURE.teams[1], startSide: "CT" },
    ],
    rounds: [
      round({
        number: 1,
        sides: ["T", "CT"],
        winner: "T",
        reason: "elimination",
        economy: [
          { equipmentValue: 4000, type: "pistol" },
          { equipmentValue: 4100, type: "pistol" },
        ],
        mvp: A,
        kills: [kill(10, A, X, "AK-47", { headshot: true }), kill(20, B, Y, "AK-47")],
        damage: [hit(A, X, "AK-47", "Head", 100), hit(B, Y, "AK-47", "Chest", 100)],
      }),
    ],
  };
}
