import type { EconomyType, KillEvent, Role, Side, WeaponCategory, WeaponName } from "@fragboard/core";
import { BOMB_SECONDS, GRENADE_OF_WEAPON, ROUND_SECONDS, weaponCategory } from "@fragboard/core";
import type { Rng } from "../random.js";
import { headshotFactor } from "./arsenal.js";
import type { RoundPlan } from "./plan.js";
import type { Actor, RoundState } from "./round-state.js";
import type { Utility } from "./utility.js";

/**
 * The fights of one round, rendered to match its plan: the planned number of deaths per team
 * happen in an order that ends the round the planned way, each death gets a killer (weighted
 * by skill, role, gear and momentum), the damage that adds up to it, and a time.
 */

export type Fights = {
  kills: KillEvent[];
  plant: { player: string; time: number } | null;
  defuse: { player: string; time: number; ninja: boolean } | null;
  /** Kills of enemies per actor this round. */
  killCount: number[];
};

const ROUND_TIME = ROUND_SECONDS;
const BOMB_TIMER = BOMB_SECONDS;
/** The damage over which a teammate of the killer earns an assist. */
const ASSIST_DAMAGE = 41;

/** How strongly skill decides who wins a duel inside a round (the round winner is already planned). */
const KILL_SKILL = 0.85;
const DEATH_SKILL = 0.6;
const ROLE_KILL: Record<Role, number> = { AWPER: 1.05, ENTRY: 1, FRAGGER: 1.2, RIFLER: 1.05, SUPPORT: 0.85 };
const ROLE_DEATH: Record<Role, number> = { AWPER: 0.9, ENTRY: 1.15, FRAGGER: 1, RIFLER: 0.95, SUPPORT: 0.95 };
const GEAR: Record<WeaponCategory, number> = {
  rifle: 1,
  sniper: 1.05,
  smg: 0.8,
  machine_gun: 0.85,
  shotgun: 0.75,
  pistol: 0.5,
  melee: 0.3,
  grenade: 0.3,
  world: 0.3,
};
/** The AK-47 kills with one bullet to the head through a helmet: it wins more duels than its class. */
const AK_EDGE = 1.45;

/** Who takes the first duel of a round: entries on T, AWPers holding an angle on CT. */
function openingWeight(role: Role, side: Side, sniper: boolean): number {
  if (role === "SUPPORT") return 0.6;
  if (side === "T") return role === "ENTRY" ? 3 : role === "AWPER" ? 0.8 : 1;
  if (role === "AWPER") return sniper ? 1.8 : 1;
  return role === "RIFLER" ? 0.8 : 1;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
/** How much likelier the round's winners are to take its opening duel than any later one. */
const OPENING_EDGE = 1.5;

/**
 * The chance that the next death is a loser's, after i loser and j winner deaths: each living
 * enemy is a gun pointed at a player, and the opening duel leans toward the round's winners.
 */
function loserDiesNext(i: number, j: number): number {
  const edge = i + j === 0 ? OPENING_EDGE : 1;
  return (edge * (5 - j)) / (edge * (5 - j) + (5 - i));
}

/**
 * Which team dies at each step. Deaths follow man advantage (the side with more players alive
 * wins more duels, so a 1v1 is a coin flip and a 1v3 is rarely won), drawn exactly among the
 * orders that end with the planned deaths: `reach[i][j]` is the chance of getting from i loser
 * and j winner deaths to the planned ending, and each step is drawn in proportion to it. A
 * wiped-out team loses its last player last.
 */
function deathOrder(rng: Rng, plan: RoundPlan): (0 | 1)[] {
  const winner = plan.winner;
  const loser = (1 - winner) as 0 | 1;
  const lose = plan.deaths[loser] - (plan.bombDeath ? 1 : 0);
  const win = plan.deaths[winner];
  const reach = Array.from({ length: lose + 1 }, () => new Array<number>(win + 1).fill(0));
  const at = (i: number, j: number) => (i > lose || j > win ? 0 : (reach[i]?.[j] as number));
  for (let i = lose; i >= 0; i--) {
    for (let j = win; j >= 0; j--) {
      const row = reach[i] as number[];
      if (i === lose && j === win) row[j] = 1;
      // The round is over once the losers are all dead: their last death comes last.
      else if (i === 5) row[j] = 0;
      else {
        const p = loserDiesNext(i, j);
        row[j] = p * at(i + 1, j) + (1 - p) * at(i, j + 1);
      }
    }
  }
  const order: (0 | 1)[] = [];
  for (let i = 0, j = 0; i + j < lose + win; ) {
    const p = loserDiesNext(i, j);
    const viaLoser = p * at(i + 1, j);
    const team = rng.chance(viaLoser / (viaLoser + (1 - p) * at(i, j + 1))) ? loser : winner;
    order.push(team);
    if (team === loser) i++;
    else j++;
  }
  return order;
}

/** How many deaths happen before the plant: a T must be alive to plant, and a T win by
 * elimination after a plant still has a CT to kill. */
function plantIndex(rng: Rng, plan: RoundPlan, order: readonly (0 | 1)[]): number {
  const t = plan.sides[0] === "T" ? 0 : 1;
  const valid: number[] = [];
  let tDeaths = 0;
  for (let j = 0; j <= order.length; j++) {
    if (tDeaths < 5 && !(plan.reason === "elimination" && j === order.length)) valid.push(j);
    if (order[j] === t) tDeaths++;
  }
  return rng.pick(valid);
}

/** Render the deaths of one round, consistent with its plan. */
export function fightRound(
  rng: Rng,
  state: RoundState,
  plan: RoundPlan,
  utility: Utility,
  buys: readonly EconomyType[],
): Fights {
  return new Fight(rng, state, plan, utility, buys).play();
}

class Fight {
  private readonly killCount: number[];
  private readonly kills: KillEvent[] = [];
  private planter: number | null = null;

  constructor(
    private readonly rng: Rng,
    private readonly state: RoundState,
    private readonly plan: RoundPlan,
    private readonly utility: Utility,
    private readonly buys: readonly EconomyType[],
  ) {
    this.killCount = state.actors.map(() => 0);
  }

  play(): Fights {
    const { rng, plan, state } = this;
    const order = deathOrder(rng, plan);
    const plantAt = plan.planted ? plantIndex(rng, plan, order) : null;
    const gaps: number[] = [];
    let avenger: number | null = null;
    for (let k = 0; k < order.length; k++) {
      if (k === plantAt) this.placePlanter();
      const team = order[k] as 0 | 1;
      const first = k === 0;
      // The last killer, if he is on the dying team and still up, is often traded at once.
      const trade =
        avenger !== null &&
        this.actor(avenger).team === team &&
        state.alive[avenger] === true &&
        rng.chance(0.5);
      const victim = trade
        ? (avenger as number)
        : this.pick(this.aliveOf(team), (i) => this.victimWeight(i, first));
      avenger = this.resolveDeath(victim, first);
      gaps.push(first ? rng.float(8, 40) : trade ? rng.float(0.4, 4.2) : rng.float(2.5, 20));
    }
    if (plantAt === order.length) this.placePlanter();

    const timeline = placeInTime(rng, gaps, plantAt, plan);
    this.kills.forEach((kill, i) => {
      kill.time = timeline.times[i] as number;
    });
    if (plan.bombDeath) {
      const victim = rng.pick(this.aliveOf(plan.winner === 0 ? 1 : 0));
      state.alive[victim] = false;
      state.finish(null, victim, "C4");
      this.kills.push({
        ...this.killEvent(null, victim, "C4", false),
        time: round2((timeline.plantTime ?? 0) + BOMB_TIMER),
      });
    }
    let defuse: Fights["defuse"] = null;
    if (plan.reason === "bomb_defused") {
      const ct = plan.sides[0] === "CT" ? 0 : 1;
      const defuser = rng.pick(this.aliveOf(ct));
      defuse = {
        player: state.steam(defuser),
        time: timeline.defuseTime,
        ninja: this.aliveOf(1 - ct).length > 0,
      };
    }
    const plant =
      this.planter === null || timeline.plantTime === null
        ? null
        : { player: state.steam(this.planter), time: timeline.plantTime };
    return { kills: this.kills, plant, defuse, killCount: this.killCount };
  }

  private actor(i: number): Actor {
    return this.state.actors[i] as Actor;
  }

  private role(i: number): Role {
    return this.actor(i).player.role;
  }

  private category(i: number): WeaponCategory {
    return weaponCategory(this.state.loadouts[i]?.primary ?? "Knife");
  }

  /** How much a player's gun helps him win a duel. */
  private gear(i: number): number {
    return GEAR[this.category(i)] * (this.state.loadouts[i]?.primary === "AK-47" ? AK_EDGE : 1);
  }

  private aliveOf(team: number): number[] {
    const out: number[] = [];
    for (const a of this.state.actors) if (a.team === team && this.state.alive[a.index]) out.push(a.index);
    return out;
  }

  private pick(candidates: readonly number[], weight: (i: number) => number): number {
    return candidates[this.rng.weightedIndex(candidates.map(weight))] as number;
  }

  private opening(i: number): number {
    return openingWeight(this.role(i), this.state.side(i), this.category(i) === "sniper");
  }

  private killerWeight(i: number, first: boolean): number {
    const role = this.role(i);
    const momentum = 1 + (role === "FRAGGER" ? 0.5 : 0.25) * (this.killCount[i] as number);
    return (
      Math.exp(KILL_SKILL * this.actor(i).skill) *
      ROLE_KILL[role] *
      this.gear(i) *
      momentum *
      (first ? this.opening(i) : 1)
    );
  }

  private victimWeight(i: number, first: boolean): number {
    return (
      (Math.exp(-DEATH_SKILL * this.actor(i).skill) *
        ROLE_DEATH[this.role(i)] *
        (first ? this.opening(i) : 1)) /
      Math.sqrt(this.gear(i))
    );
  }

  private placePlanter() {
    const ts = this.aliveOf(this.plan.sides[0] === "T" ? 0 : 1);
    this.planter = this.pick(ts, (i) =>
      this.role(i) === "AWPER" ? 0.4 : this.role(i) === "ENTRY" ? 0.8 : 1,
    );
  }

  /** Kill `victim`, mostly by an enemy, rarely a teammate, a fall or his own grenade; returns the enemy killer. */
  private resolveDeath(victim: number, first: boolean): number | null {
    const { rng, state } = this;
    const mates = this.aliveOf(this.actor(victim).team).filter((i) => i !== victim);
    const r = rng.next();
    state.alive[victim] = false;
    if (r < 0.0025 && mates.length > 0) {
      const killer = rng.pick(mates);
      const headshot = rng.chance(0.3);
      state.shootDead(killer, victim, state.loadouts[killer]?.primary ?? "Knife", headshot);
      this.kills.push(this.killEvent(killer, victim, state.loadouts[killer]?.primary ?? "Knife", headshot));
      return null;
    }
    if (r < 0.0035) {
      state.finish(null, victim, "World");
      this.kills.push(this.killEvent(null, victim, "World", false));
      return null;
    }
    if (r < 0.0045) {
      const weapon: WeaponName = state.side(victim) === "T" ? "Molotov" : "HE Grenade";
      state.finish(victim, victim, weapon);
      this.thrown(victim, weapon);
      this.kills.push(this.killEvent(victim, victim, weapon, false));
      return null;
    }
    const killer = this.pick(this.aliveOf(1 - this.actor(victim).team), (i) => this.killerWeight(i, first));
    if (rng.chance(0.45)) this.softenUp(killer, victim);
    const weapon = this.killWeapon(killer, victim);
    const headshot = rng.chance(
      Math.min(0.9, this.actor(killer).player.headshotRate * headshotFactor(weapon)),
    );
    if (weaponCategory(weapon) === "grenade") {
      state.finish(killer, victim, weapon);
      this.thrown(killer, weapon);
    } else state.shootDead(killer, victim, weapon, headshot);
    const event = this.killEvent(killer, victim, weapon, headshot);
    event.assister = this.assisterOf(killer, victim);
    const flashers = (this.utility.blindedBy[victim] ?? []).filter(
      (t) => t !== killer && state.side(t) === state.side(killer),
    );
    if (flashers.length > 0 && rng.chance(0.4)) event.flashAssister = state.steam(rng.pick(flashers));
    this.decorate(event, killer, weapon);
    this.kills.push(event);
    this.killCount[killer] = (this.killCount[killer] as number) + 1;
    return killer;
  }

  /** A grenade kill needs its grenade thrown by the killer this round (rule grenade-kill). */
  private thrown(thrower: number, weapon: WeaponName) {
    const type = GRENADE_OF_WEAPON[weapon];
    const steam64Id = this.state.steam(thrower);
    const { grenades } = this.utility;
    if (type && !grenades.some((g) => g.thrower === steam64Id && g.type === type))
      grenades.push({ thrower: steam64Id, type });
  }

  /** A teammate of the killer hurt the victim first (most damage assists come from here). */
  private softenUp(killer: number, victim: number) {
    const { state } = this;
    const helper = this.pick(
      state.teammatesOf(killer),
      (i) => (state.alive[i] ? 1 : 0.5) * (this.role(i) === "SUPPORT" ? 2.5 : 1),
    );
    state.wound(helper, victim, state.loadouts[helper]?.primary ?? "Glock-18", this.rng.int(1, 3));
  }

  private killWeapon(killer: number, victim: number): WeaponName {
    const { rng, state } = this;
    const loadout = state.loadouts[killer];
    if (!loadout) throw new Error(`no loadout for actor ${killer}`);
    const buy = this.buys[this.actor(killer).team];
    const r = rng.next();
    if (r < 0.0004) return "Knife";
    if (r < 0.0015 && (buy === "full" || buy === "force")) return "Zeus x27";
    if (r < 0.016 && (state.health[victim] as number) <= 57) {
      return rng.chance(0.6) ? "HE Grenade" : state.side(killer) === "T" ? "Molotov" : "Incendiary Grenade";
    }
    if (loadout.secondary !== loadout.primary && rng.chance(0.035)) return loadout.secondary;
    return loadout.primary;
  }

  /** The killer's teammate who did the most damage to the victim, if it reaches an assist. */
  private assisterOf(killer: number, victim: number): string | null {
    let best: number | null = null;
    let most = ASSIST_DAMAGE - 1;
    for (const mate of this.state.teammatesOf(killer)) {
      const dealt = this.state.dealt[mate * 10 + victim] as number;
      if (dealt > most) {
        most = dealt;
        best = mate;
      }
    }
    return best === null ? null : this.state.steam(best);
  }

  private killEvent(killer: number | null, victim: number, weapon: WeaponName, headshot: boolean): KillEvent {
    return {
      time: 0,
      killer: killer === null ? null : this.state.steam(killer),
      victim: this.state.steam(victim),
      assister: null,
      flashAssister: null,
      weapon,
      headshot,
      penetrated: 0,
      noscope: false,
      throughSmoke: false,
      killerAirborne: false,
      killerBlinded: false,
    };
  }

  /** The rare flourishes: wallbangs, no-scopes, smoke, airborne and blind kills. */
  private decorate(event: KillEvent, killer: number, weapon: WeaponName) {
    const { rng } = this;
    const kind = weaponCategory(weapon);
    if (kind === "grenade" || kind === "melee") return;
    const sniper = kind === "sniper";
    if (rng.chance(sniper ? 0.07 : 0.03)) event.penetrated = rng.chance(0.8) ? 1 : 2;
    event.noscope = sniper && rng.chance(0.04);
    event.throughSmoke = rng.chance(0.025);
    event.killerAirborne = rng.chance(weapon === "SSG 08" ? 0.03 : 0.005);
    event.killerBlinded = rng.chance((this.utility.blindedBy[killer]?.length ?? 0) > 0 ? 0.1 : 0.004);
  }
}

type Timeline = { times: number[]; plantTime: number | null; defuseTime: number };

const cumulative = (xs: readonly number[]) => {
  let t = 0;
  return xs.map((x) => {
    t += x;
    return t;
  });
};

/** Squeeze times into a window while keeping their order and (shrunk) gaps. */
const fitInto = (times: number[], limit: number) => {
  const last = times.at(-1) ?? 0;
  return last > limit ? times.map((t) => (t * limit) / last) : times;
};

/** Turn the gaps between deaths into round times that respect the clock and the bomb timer. */
function placeInTime(rng: Rng, gaps: readonly number[], plantAt: number | null, plan: RoundPlan): Timeline {
  if (plantAt === null) {
    const limit = plan.reason === "time" ? ROUND_TIME - 3 : ROUND_TIME - 0.5;
    return { times: fitInto(cumulative(gaps), limit).map(round2), plantTime: null, defuseTime: 0 };
  }
  let before = cumulative(gaps.slice(0, plantAt));
  let plantTime = Math.max((before.at(-1) ?? 0) + rng.float(3, 20), rng.float(22, 50));
  if (plantTime > 100) {
    before = before.map((t) => (t * 100) / plantTime);
    plantTime = 100;
  }
  const afterGaps = gaps.slice(plantAt).map((g, i) => (i === 0 ? rng.float(2, 10) : g));
  const after = fitInto(cumulative(afterGaps), BOMB_TIMER - 3).map((t) => plantTime + t);
  const lastDeath = after.at(-1) ?? plantTime;
  const defuseTime = Math.min(
    Math.max(lastDeath, plantTime) + rng.float(5.5, 10.5),
    plantTime + BOMB_TIMER - 0.5,
  );
  return {
    times: [...before, ...after].map(round2),
    plantTime: round2(plantTime),
    defuseTime: round2(defuseTime),
  };
}
