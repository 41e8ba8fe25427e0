import type { Franchise, PlayerType } from "@fragboard/core";
import type { FranchiseSeed } from "./franchises.js";
import { makePerson, type PeopleMakers, type Person } from "./people.js";
import type { SeasonResult } from "./season.js";

/**
 * Franchise management for the current season: a general manager and up to two assistants.
 * Some are players on the franchise's rosters; the others are staff who do not play
 * (UNROSTERED_GM / UNROSTERED_AGM).
 */

export type Management = { franchises: Franchise[]; staff: Person[]; staffTypes: Map<string, PlayerType> };

export function appointManagement(
  makers: PeopleMakers,
  seeds: readonly FranchiseSeed[],
  current: SeasonResult,
): Management {
  const { rng } = makers;
  const staff: Person[] = [];
  const staffTypes = new Map<string, PlayerType>();
  const hire = (type: PlayerType) => {
    const person = makePerson(makers, "staff");
    staff.push(person);
    staffTypes.set(person.id, type);
    return person.id;
  };
  const franchises = seeds.map((seed, i): Franchise => {
    const playing = [...current.draft.rosters.values()]
      .filter((r) => r.slot.franchiseId === seed.id)
      .flatMap((r) => r.members);
    const candidates = rng.shuffle(playing);
    const gmPlayerId =
      i % 5 === 0 || i % 5 === 2 || candidates.length === 0
        ? hire("UNROSTERED_GM")
        : (candidates.shift() as string);
    const agmCount =
      i === 1
        ? 2
        : rng.weighted([
            [0, 25],
            [1, 45],
            [2, 30],
          ] as const);
    const agmPlayerIds = Array.from({ length: agmCount }, (_, k) =>
      (i === 1 && k === 0) || rng.chance(0.35) || candidates.length === 0
        ? hire("UNROSTERED_AGM")
        : (candidates.shift() as string),
    );
    return {
      id: seed.id,
      name: seed.name,
      prefix: seed.prefix,
      logoSvg: seed.logoSvg,
      gmPlayerId,
      agmPlayerId: agmPlayerIds[0] ?? null,
      agmPlayerIds,
      active: true,
    };
  });
  return { franchises, staff, staffTypes };
}
