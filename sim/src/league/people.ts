import type { Role } from "@fragboard/core";
import type { GunPreferences } from "../match/arsenal.js";
import { clamp, type Rng } from "../random.js";
import { avatarUrl, crosshairShareCode, type IdMaker } from "./identity.js";
import { faceitNameFor, type TagMaker } from "./names.js";

/**
 * The people of the league: their accounts, their hidden ability season by season, their
 * preferred role and when they played. Players who never play (spectators, franchise staff)
 * are people too.
 */

export type Person = GunPreferences & {
  id: string;
  steam64Id: string;
  discordId: string;
  name: string;
  faceitName: string | null;
  crosshairShareCode: string | null;
  avatarUrl: string;
  role: Role;
  /** Added to the skill-based headshot chance: some players just aim for the head. */
  headshotTalent: number;
  /**
   * How much better (or worse) he plays than his ability, which MMR and placement see, in
   * standard deviations: it stays with him when he changes tier.
   */
  edge: number;
  /** Latent ability in each simulated season he plays; it decides his tier. */
  ability: Map<number, number>;
  /** Season he joined the league and last season he plays; people who never play have neither. */
  firstSeason: number | null;
  lastSeason: number | null;
  /** Declared a permanent free agent: never drafted, subs when asked. */
  permanentFreeAgent: boolean;
  /** Never plays: "spectator" watches, "staff" manages a franchise. */
  kind: "player" | "spectator" | "staff";
};

const ROLE_SHARE: readonly (readonly [Role, number])[] = [
  ["AWPER", 18],
  ["ENTRY", 20],
  ["FRAGGER", 20],
  ["RIFLER", 24],
  ["SUPPORT", 18],
];

export type PeopleMakers = { rng: Rng; ids: IdMaker; tags: TagMaker };

export function makePerson(m: PeopleMakers, kind: Person["kind"]): Person {
  const { rng, ids, tags } = m;
  const name = tags.next();
  const id = ids.playerId();
  return {
    id,
    steam64Id: ids.steam64(),
    discordId: ids.discord(),
    name,
    faceitName: rng.chance(0.4) ? faceitNameFor(rng, name) : null,
    crosshairShareCode: rng.chance(0.7) ? crosshairShareCode(rng) : null,
    avatarUrl: avatarUrl(id),
    role: rng.weighted(ROLE_SHARE),
    headshotTalent: clamp(rng.normal(0, 0.05), -0.12, 0.12),
    m4: rng.chance(0.8) ? "M4A1" : "M4A4",
    ctPistol: rng.chance(0.75) ? "USP-S" : "P2000",
    ability: new Map(),
    firstSeason: null,
    lastSeason: null,
    permanentFreeAgent: false,
    kind,
    edge: rng.normal(0, 1),
  };
}

export type PopulationPlan = {
  firstSimulated: number;
  current: number;
  /** Players active in the current season, plus those who retired before it. */
  players: number;
  spectators: number;
};

/**
 * Players with careers around the simulated seasons: most debuted before them, some during them
 * (the current season's newcomers are draft eligible), a few retired before the current season.
 * Ability drifts from season to season, so players move between tiers.
 */
export function makePopulation(m: PeopleMakers, plan: PopulationPlan): Person[] {
  const { rng } = m;
  const { firstSimulated, current } = plan;
  const people: Person[] = [];
  for (let i = 0; i < plan.players; i++) {
    const person = makePerson(m, "player");
    const r = rng.next();
    const debut =
      r < 0.07
        ? current
        : r < 0.12
          ? rng.int(Math.min(firstSimulated + 1, current), current)
          : rng.int(firstSimulated - 4, firstSimulated);
    const retired = r > 0.96 && debut < current;
    person.firstSeason = debut;
    person.lastSeason = retired ? rng.int(debut, current - 1) : current;
    person.permanentFreeAgent = rng.chance(0.08);
    let ability = debut >= firstSimulated ? rng.normal(-0.4, 0.9) : rng.normal(0, 1);
    for (let s = Math.max(debut, firstSimulated); s <= person.lastSeason; s++) {
      person.ability.set(s, ability);
      ability += rng.normal(0.04, 0.28);
    }
    people.push(person);
  }
  for (let i = 0; i < plan.spectators; i++) people.push(makePerson(m, "spectator"));
  return people;
}
