import { TIER_NAMES, type TierName } from "@fragboard/core";
import type { Rng } from "../random.js";
import { franchiseLogo } from "./identity.js";
import { franchiseNames, teamNames } from "./names.js";
import { TEAMS_PER_TIER } from "./placement.js";

/** Franchises and the team each keeps in some of the tiers (one team per tier at most). */

export type TeamSlot = { franchiseId: string; prefix: string; tier: TierName; name: string };

export type FranchiseSeed = { id: string; name: string; prefix: string; logoSvg: string; slots: TeamSlot[] };

export const FRANCHISE_COUNT = 30;

export const teamId = (season: number, slot: TeamSlot) =>
  `s${season}-${slot.prefix.toLowerCase()}-${slot.tier.toLowerCase()}`;

export function makeFranchises(rng: Rng): FranchiseSeed[] {
  const franchises: FranchiseSeed[] = franchiseNames(rng, FRANCHISE_COUNT).map(({ name, prefix }) => ({
    id: `fr-${prefix.toLowerCase()}`,
    name,
    prefix,
    logoSvg: franchiseLogo(rng, prefix),
    slots: [],
  }));
  // Biggest tiers first, each to the franchises with the fewest teams so far: 3–4 teams each.
  const tiers = [...TIER_NAMES].sort((a, b) => TEAMS_PER_TIER[b] - TEAMS_PER_TIER[a]);
  const names = teamNames(
    rng,
    tiers.reduce((n, t) => n + TEAMS_PER_TIER[t], 0),
  );
  for (const tier of tiers) {
    const chosen = rng
      .shuffle(franchises)
      .sort((a, b) => a.slots.length - b.slots.length)
      .slice(0, TEAMS_PER_TIER[tier]);
    for (const f of chosen) {
      f.slots.push({ franchiseId: f.id, prefix: f.prefix, tier, name: names.pop() as string });
    }
  }
  for (const f of franchises) f.slots.sort((a, b) => TIER_NAMES.indexOf(b.tier) - TIER_NAMES.indexOf(a.tier));
  return franchises;
}
