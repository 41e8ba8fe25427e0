import type { PlayerType } from "../constants/player-types.js";
import { TIER_NAMES, type TierName } from "../constants/tiers.js";
import { mean } from "./numbers.js";

/** The franchise list and franchise lookups (spec 000 §2 "Franchises", API.md §7.11). */

/** The franchise the spec lists first whenever it exists; the others follow by name. */
export const FEATURED_FRANCHISE_PREFIX = "SAV";

type Named = { name: string; prefix: string };

/**
 * Case- and accent-insensitive, built once on first use: `localeCompare` with options builds a
 * collator per call (a sort of 40 franchises took ~10 ms, a lookup a few).
 */
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) => {
  collator ??= new Intl.Collator("en", { sensitivity: "base" });
  return collator.compare(a, b);
};
const sameText = (a: string, b: string) => compareText(a, b) === 0;

/** SAV first when there is one, then by name (case-insensitive). */
export function orderFranchises<F extends Named>(franchises: readonly F[]): F[] {
  const featured = (f: F) => sameText(f.prefix, FEATURED_FRANCHISE_PREFIX);
  return [...franchises].sort(
    (a, b) =>
      Number(featured(b)) - Number(featured(a)) ||
      compareText(a.name, b.name) ||
      a.prefix.localeCompare(b.prefix),
  );
}

/** How many teams a franchise has in each tier, every tier present (0 when none). */
export function teamsPerTier(teams: readonly { tier: { name: TierName } }[]): Record<TierName, number> {
  const counts = Object.fromEntries(TIER_NAMES.map((t) => [t, 0])) as Record<TierName, number>;
  for (const team of teams) counts[team.tier.name] += 1;
  return counts;
}

/** The franchises with at least one team in `tier`; all of them when no tier is chosen. */
export function franchisesInTier<F extends { teams: readonly { tier: { name: TierName } }[] }>(
  franchises: readonly F[],
  tier: TierName | null,
): F[] {
  return tier === null
    ? [...franchises]
    : franchises.filter((f) => f.teams.some((t) => t.tier.name === tier));
}

/**
 * The franchise an address names: its prefix or its name, case-insensitive (`/franchises/sav`,
 * `/franchises/Savage%20Frogs`). A prefix wins over another franchise's name.
 */
export function findFranchise<F extends Named>(franchises: readonly F[], segment: string): F | undefined {
  const wanted = segment.trim();
  return (
    franchises.find((f) => sameText(f.prefix, wanted)) ?? franchises.find((f) => sameText(f.name, wanted))
  );
}

/** A franchise's team by name (case-insensitive) or by id. */
export function findTeam<T extends { id: string; name: string }>(
  teams: readonly T[],
  segment: string,
): T | undefined {
  const wanted = segment.trim();
  return teams.find((t) => sameText(t.name, wanted)) ?? teams.find((t) => t.id === wanted);
}

/**
 * A team's average rating on the franchise page (API.md §7.11): the mean rating of the roster
 * players who have one, inactive reserves left out; null when nobody qualifies.
 */
export function averageTeamRating(
  roster: readonly { type: PlayerType; rating: number | undefined }[],
): number | null {
  const ratings = roster.flatMap((p) =>
    p.type !== "INACTIVE_RESERVE" && p.rating !== undefined ? [p.rating] : [],
  );
  return ratings.length === 0 ? null : mean(ratings);
}
