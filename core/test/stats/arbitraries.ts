import {
  type DamageEvent,
  type EconomyType,
  GRENADE_TYPES,
  HITGROUPS,
  type KillEvent,
  type MapEvents,
  type RoundEvent,
  type Side,
  type TeamIndex,
  type WeaponName,
} from "@fragboard/core";
import fc from "fast-check";

/**
 * Valid MapEvents built from random plans: rosters of 1..5 per team drawn from fixed steam ids
 * (so several maps share players), kills only of living players, at most a team's roster dead per
 * round, and a winner consistent with eliminations and the bomb. Choices are drawn as plain
 * numbers and resolved against who is alive when the event happens.
 */

const steamId = (n: number) => `765611980000${String(n).padStart(5, "0")}`;
export const ROSTERS: [string[], string[]] = [
  [1, 2, 3, 4, 5].map(steamId),
  [11, 12, 13, 14, 15].map(steamId),
];

const GUNS: WeaponName[] = [
  "AK-47",
  "M4A1",
  "AWP",
  "USP-S",
  "Glock-18",
  "Desert Eagle",
  "MP9",
  "Knife",
  "HE Grenade",
];
const ECONOMY: EconomyType[] = ["pistol", "eco", "semi-eco", "force", "full"];

const killPlan = fc.record({
  kind: fc.constantFrom("enemy", "enemy", "enemy", "enemy", "enemy", "team", "self", "world", "bomb"),
  victim: fc.nat(),
  killer: fc.nat(),
  gapMs: fc.integer({ min: 0, max: 8000 }),
  weapon: fc.constantFrom(...GUNS),
  headshot: fc.boolean(),
  penetrated: fc.integer({ min: 0, max: 2 }),
  noscope: fc.boolean(),
  throughSmoke: fc.boolean(),
  killerAirborne: fc.boolean(),
  killerBlinded: fc.boolean(),
  assister: fc.option(fc.nat()),
  flashAssister: fc.option(fc.nat()),
});

const roundPlan = fc.record({
  kills: fc.array(killPlan, { maxLength: 11 }),
  plant: fc.option(fc.nat()),
  defused: fc.boolean(),
  chip: fc.array(
    fc.record({
      attacker: fc.nat(),
      victim: fc.nat(),
      weapon: fc.constantFrom<WeaponName>("AK-47", "HE Grenade", "Molotov", "Incendiary Grenade", "USP-S"),
      hitgroup: fc.constantFrom(...HITGROUPS),
      health: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 10 },
  ),
  grenades: fc.array(fc.record({ thrower: fc.nat(), type: fc.constantFrom(...GRENADE_TYPES) }), {
    maxLength: 6,
  }),
  blinds: fc.array(
    fc.record({ thrower: fc.nat(), victim: fc.nat(), ms: fc.integer({ min: 0, max: 5000 }) }),
    {
      maxLength: 6,
    },
  ),
  chickens: fc.array(
    fc.record({ killer: fc.nat(), how: fc.constantFrom("shot", "stabbed", "exploded", "roasted" as const) }),
    { maxLength: 2 },
  ),
  mvp: fc.option(fc.nat()),
  economy: fc.tuple(fc.integer({ min: 0, max: 30_000 }), fc.constantFrom(...ECONOMY)),
});

export const mapPlan = fc.record({
  sizes: fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })),
  startSide: fc.constantFrom<Side>("CT", "T"),
  rounds: fc.array(roundPlan, { minLength: 1, maxLength: 30 }),
});
export type MapPlan = typeof mapPlan extends fc.Arbitrary<infer T> ? T : never;
type RoundPlan = MapPlan["rounds"][number];

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length] as T;
const other = (s: Side): Side => (s === "CT" ? "T" : "CT");

function buildRound(
  plan: RoundPlan,
  number: number,
  sides: [Side, Side],
  rosters: [string[], string[]],
): RoundEvent {
  const everyone = [...rosters[0], ...rosters[1]];
  const teamOf = (id: string): TeamIndex => (rosters[0].includes(id) ? 0 : 1);
  const ct: TeamIndex = sides[0] === "CT" ? 0 : 1;
  const t: TeamIndex = ct === 0 ? 1 : 0;
  const alive = [new Set(rosters[0]), new Set(rosters[1])] as const;
  const health = new Map(everyone.map((id) => [id, 100]));
  const damage: DamageEvent[] = [];
  const kills: KillEvent[] = [];

  // Chip damage first, never lethal: deaths only come from kill events.
  for (const c of plan.chip) {
    const victim = pick(everyone, c.victim);
    const hp = Math.min(c.health, (health.get(victim) ?? 100) - 1);
    damage.push({
      attacker: pick(everyone, c.attacker),
      victim,
      weapon: c.weapon,
      hitgroup: c.hitgroup,
      health: hp,
      armor: 0,
    });
    health.set(victim, (health.get(victim) ?? 100) - hp);
  }

  let time = 0;
  for (const k of plan.kills) {
    if (alive[0].size === 0 || alive[1].size === 0) break;
    const living = [...alive[0], ...alive[1]];
    const victim = pick(living, k.victim);
    const victimTeam = teamOf(victim);
    let killer: string | null;
    let weapon: WeaponName = k.weapon;
    if (k.kind === "enemy") killer = pick([...alive[victimTeam === 0 ? 1 : 0]], k.killer);
    else if (k.kind === "team") {
      const mates = [...alive[victimTeam]].filter((p) => p !== victim);
      if (mates.length === 0) continue;
      killer = pick(mates, k.killer);
    } else if (k.kind === "self") {
      killer = victim;
      weapon = "HE Grenade";
    } else {
      if (k.kind === "bomb" && plan.plant === null) continue;
      killer = null;
      weapon = k.kind === "bomb" ? "C4" : "World";
    }
    time = Math.min(600, time + k.gapMs / 1000);
    const enemyKill = killer !== null && teamOf(killer) !== victimTeam;
    const helper = (n: number | null) => {
      if (!enemyKill || n === null) return null;
      const mates = rosters[teamOf(killer as string)].filter((p) => p !== killer);
      return mates.length === 0 ? null : pick(mates, n);
    };
    damage.push({
      attacker: killer,
      victim,
      weapon,
      hitgroup: k.headshot ? "Head" : "Chest",
      health: health.get(victim) ?? 0,
      armor: 0,
    });
    health.set(victim, 0);
    alive[victimTeam].delete(victim);
    kills.push({
      time,
      killer,
      victim,
      assister: helper(k.assister),
      flashAssister: helper(k.flashAssister),
      weapon,
      headshot: enemyKill && k.headshot,
      penetrated: k.penetrated,
      noscope: k.noscope,
      throughSmoke: k.throughSmoke,
      killerAirborne: k.killerAirborne,
      killerBlinded: k.killerBlinded,
    });
  }

  const planted = plan.plant !== null;
  const ctLeft = [...alive[ct]];
  let winner: Side;
  let reason: RoundEvent["reason"];
  let defuser: string | null = null;
  if (ctLeft.length === 0) [winner, reason] = ["T", planted ? "bomb_exploded" : "elimination"];
  else if (planted && plan.defused) {
    [winner, reason] = ["CT", "bomb_defused"];
    defuser = pick(ctLeft, plan.plant ?? 0);
  } else if (planted) [winner, reason] = ["T", "bomb_exploded"];
  else [winner, reason] = ["CT", alive[t].size === 0 ? "elimination" : "time"];
  const winners = rosters[winner === sides[0] ? 0 : 1];

  return {
    number,
    sides,
    winner,
    reason,
    economy: [
      { equipmentValue: plan.economy[0], type: plan.economy[1] },
      { equipmentValue: 30_000 - plan.economy[0], type: plan.economy[1] },
    ],
    // Planted before the first kill: any T of the roster is still alive to plant (map-rules.ts).
    plant: planted ? { player: pick(rosters[t], plan.plant ?? 0), time: 0 } : null,
    defuse: defuser ? { player: defuser, time: Math.min(600, time + 1), ninja: alive[t].size > 0 } : null,
    mvp: plan.mvp === null ? null : pick(winners, plan.mvp),
    kills,
    damage,
    grenades: plan.grenades.map((g) => ({ thrower: pick(everyone, g.thrower), type: g.type })),
    blinds: plan.blinds.map((b) => ({
      thrower: pick(everyone, b.thrower),
      victim: pick(everyone, b.victim),
      duration: b.ms / 1000,
    })),
    chickens: plan.chickens.map((c) => ({ killer: pick(everyone, c.killer), how: c.how })),
  };
}

export function buildMap(plan: MapPlan, matchId: string, playedAt: string): MapEvents {
  const rosters: [string[], string[]] = [
    ROSTERS[0].slice(0, plan.sizes[0]),
    ROSTERS[1].slice(0, plan.sizes[1]),
  ];
  const player = (id: string) => ({
    steam64Id: id,
    playerId: `p${id.slice(-2)}`,
    name: `player-${id.slice(-2)}`,
  });
  const first: [Side, Side] = [plan.startSide, other(plan.startSide)];
  return {
    matchId,
    scheduledMatchId: null,
    season: 3,
    tier: "Elite",
    matchType: "Regulation",
    matchDay: "M2",
    mapName: "de_nuke",
    mapNumber: 1,
    playedAt,
    teams: [
      { teamId: "t0", name: "Zero", startSide: first[0], players: rosters[0].map(player) },
      { teamId: "t1", name: "One", startSide: first[1], players: rosters[1].map(player) },
    ],
    // Sides swap after the first regulation half.
    rounds: plan.rounds.map((r, i) => buildRound(r, i + 1, i < 12 ? first : [first[1], first[0]], rosters)),
  };
}

/** 1..4 maps of the same players; dates may tie (then the match id orders them). */
export const league = fc
  .array(fc.tuple(mapPlan, fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 4 })
  .map((maps) => maps.map(([plan, day], i) => buildMap(plan, `m${i}`, `2025-02-0${day}T18:00:00.000Z`)));
