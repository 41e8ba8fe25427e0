import type { BlindEvent, EconomyType, GrenadeEvent, GrenadeType, Role } from "@fragboard/core";
import type { Rng } from "../random.js";
import type { RoundState } from "./round-state.js";

/**
 * Grenades of one round: what each player throws (by his team's buy and his role), who the
 * flashes blind and how much HE and fire hurt. Utility lands before the fights it sets up.
 */

type UtilityRates = Record<"flash" | "smoke" | "he" | "fire", number>;

/** Grenades of each kind a player throws per round, by buy. */
const RATES: Record<EconomyType, UtilityRates> = {
  full: { flash: 0.55, smoke: 0.6, he: 0.3, fire: 0.32 },
  force: { flash: 0.3, smoke: 0.25, he: 0.22, fire: 0.12 },
  "semi-eco": { flash: 0.15, smoke: 0.08, he: 0.1, fire: 0.04 },
  eco: { flash: 0.08, smoke: 0.03, he: 0.04, fire: 0 },
  pistol: { flash: 0.22, smoke: 0.2, he: 0.12, fire: 0.03 },
};

const ROLE_UTILITY: Record<Role, number> = {
  AWPER: 0.6,
  ENTRY: 0.9,
  FRAGGER: 0.75,
  RIFLER: 0.7,
  SUPPORT: 1.6,
};

export type Utility = {
  grenades: GrenadeEvent[];
  blinds: BlindEvent[];
  /** Enemy throwers who blinded each player for at least a second, for flash assists. */
  blindedBy: number[][];
};

const count = (rng: Rng, rate: number) => Math.floor(rate) + (rng.chance(rate % 1) ? 1 : 0);
const seconds = (x: number) => Math.round(x * 100) / 100;

export function throwUtility(rng: Rng, state: RoundState, buys: readonly EconomyType[]): Utility {
  const grenades: GrenadeEvent[] = [];
  const blinds: BlindEvent[] = [];
  const blindedBy: number[][] = state.actors.map(() => []);
  for (const actor of state.actors) {
    const i = actor.index;
    const thrower = state.steam(i);
    const rates = RATES[buys[actor.team] as EconomyType];
    const scale = ROLE_UTILITY[actor.player.role];
    const enemies = state.enemiesOf(i);
    const fire: GrenadeType = state.side(i) === "T" ? "Molotov" : "Incendiary";

    for (let n = count(rng, rates.flash * scale); n > 0; n--) {
      grenades.push({ thrower, type: "Flashbang" });
      for (const victim of rng.shuffle(enemies).slice(0, rng.weightedIndex([45, 35, 15, 5]))) {
        const duration = seconds(rng.float(0.2, 4.8));
        blinds.push({ thrower, victim: state.steam(victim), duration });
        if (duration >= 1) blindedBy[victim]?.push(i);
      }
      if (rng.chance(0.18)) {
        blinds.push({
          thrower,
          victim: state.steam(rng.pick(state.teammatesOf(i))),
          duration: seconds(rng.float(0.3, 3)),
        });
      }
      if (rng.chance(0.07)) blinds.push({ thrower, victim: thrower, duration: seconds(rng.float(0.5, 2.5)) });
    }
    for (let n = count(rng, rates.smoke * (scale > 1 ? 1.3 : 1)); n > 0; n--)
      grenades.push({ thrower, type: "Smoke" });
    for (let n = count(rng, rates.he * scale); n > 0; n--) {
      grenades.push({ thrower, type: "HE" });
      for (const victim of rng.shuffle(enemies).slice(0, rng.weightedIndex([60, 28, 9, 3]))) {
        const armored = (state.armor[victim] as number) > 0;
        const health = rng.int(armored ? 4 : 8, armored ? 45 : 75);
        burn(state, i, victim, "HE Grenade", health, armored ? Math.round(health * 0.35) : 0);
      }
    }
    for (let n = count(rng, rates.fire * scale); n > 0; n--) {
      grenades.push({ thrower, type: fire });
      for (const victim of rng.shuffle(enemies).slice(0, rng.weightedIndex([62, 30, 8]))) {
        burn(state, i, victim, fire === "Molotov" ? "Molotov" : "Incendiary Grenade", rng.int(3, 36), 0);
      }
    }
    if (rng.chance(0.02)) grenades.push({ thrower, type: "Decoy" });
  }
  return { grenades, blinds, blindedBy };
}

/** Grenade damage that leaves the victim alive: fights, not nades, decide most rounds. */
function burn(
  state: RoundState,
  thrower: number,
  victim: number,
  weapon: "HE Grenade" | "Molotov" | "Incendiary Grenade",
  health: number,
  armor: number,
) {
  const left = (state.health[victim] as number) - 1;
  if (left > 0) state.hit(thrower, victim, weapon, "Generic", Math.min(health, left), armor);
}
