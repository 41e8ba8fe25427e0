import type { DamageEvent, Hitgroup, Side, WeaponName } from "@fragboard/core";
import type { Rng } from "../random.js";
import { gunProfile, type Loadout } from "./arsenal.js";
import type { SimPlayer } from "./fixture.js";

/** A player on a map: teams[0] players are actors 0-4, teams[1] players 5-9. */
export type Actor = {
  index: number;
  team: 0 | 1;
  player: SimPlayer;
  /** Skill plus form on this map. */
  skill: number;
  /** The team's designated AWPer on this map. */
  awper: boolean;
};

const GROUP_MULTIPLIER: Record<Hitgroup, number> = {
  Head: 4,
  Neck: 1,
  Chest: 1,
  Stomach: 1.25,
  LeftArm: 1,
  RightArm: 1,
  LeftLeg: 0.75,
  RightLeg: 0.75,
  Generic: 1,
};

/** Where bullets land when they do not finish a kill with a headshot. */
const BODY_HITS: readonly (readonly [Hitgroup, number])[] = [
  ["Chest", 52],
  ["Stomach", 15],
  ["LeftArm", 7],
  ["RightArm", 7],
  ["LeftLeg", 3.5],
  ["RightLeg", 3.5],
  ["Neck", 2],
  ["Head", 10],
];

/** A bullet hit's health and armour damage; legs are never armoured. */
function bulletDamage(rng: Rng, weapon: WeaponName, group: Hitgroup, armored: boolean) {
  const gun = gunProfile(weapon);
  const raw = gun.damage * GROUP_MULTIPLIER[group] * rng.float(0.82, 1);
  const protectedGroup = armored && group !== "LeftLeg" && group !== "RightLeg";
  const health = Math.max(1, Math.round(protectedGroup ? raw * gun.armorPenetration : raw));
  const armor = protectedGroup ? Math.round((raw - health) / 2) : 0;
  return { health, armor };
}

/** Health, armour and damage dealt by everyone to everyone during one round. */
export class RoundState {
  readonly health: number[];
  readonly armor: number[];
  readonly alive: boolean[];
  /** Health damage dealt, indexed attacker * 10 + victim. */
  readonly dealt = new Int16Array(100);
  readonly damage: DamageEvent[] = [];

  constructor(
    private readonly rng: Rng,
    readonly actors: readonly Actor[],
    readonly sides: readonly Side[],
    readonly loadouts: readonly Loadout[],
  ) {
    this.health = actors.map(() => 100);
    this.armor = loadouts.map((l) => l.armor);
    this.alive = actors.map(() => true);
  }

  side(i: number): Side {
    return this.sides[i] as Side;
  }

  enemiesOf(i: number): number[] {
    return this.actors.filter((a) => this.side(a.index) !== this.side(i)).map((a) => a.index);
  }

  teammatesOf(i: number): number[] {
    return this.actors
      .filter((a) => a.index !== i && this.side(a.index) === this.side(i))
      .map((a) => a.index);
  }

  steam(i: number): string {
    return (this.actors[i] as Actor).player.steam64Id;
  }

  /** Record one hit; health damage is capped at what the victim has left. */
  hit(
    attacker: number | null,
    victim: number,
    weapon: WeaponName,
    hitgroup: Hitgroup,
    health: number,
    armor: number,
  ) {
    const h = Math.min(health, this.health[victim] as number);
    const a = Math.min(armor, this.armor[victim] as number);
    this.health[victim] = (this.health[victim] as number) - h;
    this.armor[victim] = (this.armor[victim] as number) - a;
    if (attacker !== null)
      this.dealt[attacker * 10 + victim] = (this.dealt[attacker * 10 + victim] as number) + h;
    this.damage.push({
      attacker: attacker === null ? null : this.steam(attacker),
      victim: this.steam(victim),
      weapon,
      hitgroup,
      health: h,
      armor: a,
    });
  }

  /** Bullets that hurt but leave the victim standing; a shot that would have killed him missed. */
  wound(attacker: number, victim: number, weapon: WeaponName, shots: number) {
    for (let s = 0; s < shots; s++) {
      const group = this.rng.weighted(BODY_HITS);
      const d = bulletDamage(this.rng, weapon, group, (this.armor[victim] as number) > 0);
      if (d.health < (this.health[victim] as number))
        this.hit(attacker, victim, weapon, group, d.health, d.armor);
    }
  }

  /** Shoot until the victim is dead; the last bullet is to the head exactly when `headshot`. */
  shootDead(killer: number, victim: number, weapon: WeaponName, headshot: boolean) {
    for (let shots = 0; (this.health[victim] as number) > 0; shots++) {
      const armored = (this.armor[victim] as number) > 0;
      const remaining = this.health[victim] as number;
      const giveUp = shots >= 8;
      if (headshot) {
        const head = bulletDamage(this.rng, weapon, "Head", armored);
        if (head.health >= remaining || giveUp || remaining === 1) {
          this.hit(killer, victim, weapon, "Head", remaining, head.armor);
          return;
        }
        this.wound(killer, victim, weapon, 1);
        continue;
      }
      const group = this.rng.weighted(BODY_HITS);
      const d = bulletDamage(this.rng, weapon, group, armored);
      if (d.health >= remaining || giveUp) {
        // A lethal bullet to the head would be a headshot kill.
        this.hit(killer, victim, weapon, group === "Head" ? "Chest" : group, remaining, d.armor);
        return;
      }
      this.hit(killer, victim, weapon, group, d.health, d.armor);
    }
  }

  /** Whatever health is left goes in one hit (grenades, fall damage, the bomb). */
  finish(attacker: number | null, victim: number, weapon: WeaponName) {
    this.hit(attacker, victim, weapon, "Generic", this.health[victim] as number, 0);
  }
}
