import { TIER_NAMES, type TierName } from "@fragboard/core";
import type { Rng } from "../random.js";
import { franchiseLogo } from "./identity.js";
import { franchiseNames, franchiseTheme } from "./names.js";
import type { LeagueSize } from "./size.js";

/** Franchises and the team each keeps in some of the tiers (one team per tier at most). */

export type TeamSlot = { franchiseId: string; prefix: string; tier: TierName; name: string };

export type FranchiseSeed = { id: string; name: string; prefix: string; logoSvg: string; slots: TeamSlot[] };

export const teamId = (season: number, slot: TeamSlot) =>
  `s${season}-${slot.prefix.toLowerCase()}-${slot.tier.toLowerCase()}`;

export function makeFranchises(rng: Rng, size: LeagueSize): FranchiseSeed[] {
  const named = franchiseNames(rng, size.franchises);
  // Each franchise names its teams from its own mascot's family, in a drawn order.
  const themes = new Map(named.map(({ prefix, name }) => [prefix, rng.shuffle(franchiseTheme(name))]));
  const franchises: FranchiseSeed[] = named.map(({ name, prefix }) => ({
    id: `fr-${prefix.toLowerCase()}`,
    name,
    prefix,
    logoSvg: franchiseLogo(rng, prefix),
    slots: [],
  }));
  // Biggest tiers first, each to the franchises with the fewest teams so far: 3–4 teams each.
  const tiers = [...TIER_NAMES].sort((a, b) => size.teamsPerTier[b] - size.teamsPerTier[a]);
  for (const tier of tiers) {
    const chosen = rng
      .shuffle(franchises)
      .sort((a, b) => a.slots.length - b.slots.length)
      .slice(0, size.teamsPerTier[tier]);
    for (const f of chosen) {
      const name = themes.get(f.prefix)?.[f.slots.length];
      if (!name) throw new Error(`${f.name} has no team name left for ${tier}`);
      f.slots.push({ franchiseId: f.id, prefix: f.prefix, tier, name });
    }
  }
  for (const f of franchises) f.slots.sort((a, b) => TIER_NAMES.indexOf(b.tier) - TIER_NAMES.indexOf(a.tier));
  return franchises;
}
