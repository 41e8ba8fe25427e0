import { at, TIER_NAMES, type TierName, tierInfo } from "@fragboard/core";
import { clamp, type Rng } from "../random.js";
import type { Person } from "./people.js";
import { type LeagueSize, totalTeams } from "./size.js";

/**
 * Where each active player stands in a season: the best go to Premier, the rest fill the tiers
 * below in proportion to their team counts. Skill is on a league-wide scale: the ability the
 * placement sees plus a persistent edge it does not, so tiers overlap, lower tiers spread wider,
 * and a player who moves one tier plays about as well as before. MMR is spread over the tier's
 * band, humped low so rosters fit under the tier's cap.
 */

export type Placement = { tier: TierName; skill: number; mmr: number; headshotRate: number };

/** Skill per unit of ability: sets how far apart the tiers' mean skills are (about 0.3). */
const ABILITY_SKILL = 0.4;
/** Every tier keeps some spread the placement does not see. */
const MIN_EDGE = 0.05;
const SKILL_SPREAD: Record<TierName, number> = {
  Recruit: 0.5,
  Prospect: 0.43,
  Contender: 0.4,
  Challenger: 0.32,
  Elite: 0.26,
  Premier: 0.2,
};
/**
 * Where a percentile of the tier lands in its MMR band: a Kumaraswamy(1.4, 6) quantile, humped
 * low (mean 0.23 of the band) so rosters fit under the cap, and thinning out at
 * both ends so no pile forms at the band's limits.
 */
const bandPosition = (percentile: number) => (1 - (1 - percentile) ** (1 / 6)) ** (1 / 1.4);
/** MMR varies a little around the rank order (how a rating system measures). */
const MMR_NOISE = 15;

export function placeSeason(
  rng: Rng,
  people: readonly Person[],
  season: number,
  size: LeagueSize,
): Map<string, Placement> {
  const active = people
    .filter((p) => p.ability.has(season))
    .sort(
      (a, b) =>
        (b.ability.get(season) as number) - (a.ability.get(season) as number) || a.id.localeCompare(b.id),
    );
  const teams = totalTeams(size);
  const placements = new Map<string, Placement>();
  let start = 0;
  for (const tier of [...TIER_NAMES].reverse()) {
    const count =
      tier === "Recruit"
        ? active.length - start
        : Math.round((active.length * size.teamsPerTier[tier]) / teams);
    const group = active.slice(start, start + count);
    start += count;
    const abilities = group.map((p) => p.ability.get(season) as number);
    const mean = abilities.reduce((a, b) => a + b, 0) / abilities.length;
    const sd = Math.sqrt(abilities.reduce((a, b) => a + (b - mean) ** 2, 0) / abilities.length) || 1;
    const info = tierInfo(tier);
    // Skill is the ability the placement sees, on one league-wide scale (so a player who moves
    // a tier keeps it), plus his persistent edge, which tops the tier's spread up to its target.
    const edgeSpread = Math.sqrt(
      Math.max(SKILL_SPREAD[tier] ** 2 - (ABILITY_SKILL * sd) ** 2, MIN_EDGE ** 2),
    );
    group.forEach((person, rank) => {
      const skill = ABILITY_SKILL * at(abilities, rank) + edgeSpread * person.edge;
      const percentile = (group.length - rank - 0.5) / group.length;
      const mmr = reflect(
        Math.round(
          info.mmrMin +
            (info.mmrMax - info.mmrMin) * bandPosition(percentile) +
            rng.int(-MMR_NOISE, MMR_NOISE),
        ),
        info.mmrMin,
        info.mmrMax,
      );
      const headshotRate = clamp(0.48 + 0.02 * skill + person.headshotTalent, 0.25, 0.72);
      placements.set(person.id, { tier, skill, mmr, headshotRate });
    });
  }
  return placements;
}

/** Folds a value that overshoots a limit back inside, so noise near a limit does not pile on it. */
const reflect = (x: number, min: number, max: number) => (x < min ? 2 * min - x : x > max ? 2 * max - x : x);
