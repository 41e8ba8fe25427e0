import { MIN_GAMES_FOR_ROLE } from "../constants/roles.js";
import type { TierName } from "../constants/tiers.js";
import type { SeasonStats } from "../stats/shapes.js";
import { mean, populationStdDev } from "./numbers.js";
import { roleFeatureValues } from "./role.js";

/**
 * Similar players (docs/stats.md#similar-players): the players of a season whose per-round role
 * profile is nearest, each feature measured in standard deviations of the player's own tier, so a
 * Recruit and a Premier player compare by where they stand among their peers.
 */

type FeatureStats = Pick<
  SeasonStats,
  "gameCount" | "awpR" | "odr" | "odaR" | "multiR" | "adr" | "suppR" | "suppXR"
>;

/** `mmr` undefined: not known, so never under a ceiling. */
export type SimilarCandidate = { name: string; tier: TierName; mmr: number | undefined; stats: FeatureStats };
export type SimilarPlayer<T> = { player: T; distance: number; similarity: number };

type Norm = { means: number[]; sds: number[] };

/** The role features (docs/rules.md#role), in a fixed order. */
export const roleFeatures = (stats: FeatureStats): number[] => Object.values(roleFeatureValues(stats));

/** Per tier, each feature's mean and population standard deviation over its players with enough maps. */
export function tierNorms(population: readonly SimilarCandidate[]): Map<TierName, Norm> {
  const byTier = new Map<TierName, number[][]>();
  for (const p of population) {
    if (p.stats.gameCount < MIN_GAMES_FOR_ROLE) continue;
    const rows = byTier.get(p.tier) ?? [];
    rows.push(roleFeatures(p.stats));
    byTier.set(p.tier, rows);
  }
  const norms = new Map<TierName, Norm>();
  for (const [tier, rows] of byTier) {
    const columns = (rows[0] ?? []).map((_, i) => rows.map((r) => r[i] ?? 0));
    norms.set(tier, { means: columns.map(mean), sds: columns.map(populationStdDev) });
  }
  return norms;
}

/** Features as standard scores in the tier; a feature that does not vary in the tier scores 0. */
export function standardised(stats: FeatureStats, norm: Norm | undefined): number[] {
  return roleFeatures(stats).map((x, i) => {
    const sd = norm?.sds[i] ?? 0;
    return sd === 0 ? 0 : (x - (norm?.means[i] ?? 0)) / sd;
  });
}

/** Similarity in percent: 100 for an identical profile, 50 at one standard deviation of distance. */
export const similarityOf = (distance: number) => Math.round(100 / (1 + distance));

/**
 * The `limit` nearest players to `target` among `population` (the season's players, every tier),
 * by Euclidean distance of standardised features; only players with enough maps for a role, never
 * the target himself (by name), optionally at most `maxMmr` and of one `tier`. Equal distances by name.
 */
export function similarPlayers<T extends SimilarCandidate>(
  target: SimilarCandidate,
  population: readonly T[],
  options: { limit?: number; maxMmr?: number; tier?: TierName } = {},
): SimilarPlayer<T>[] {
  const norms = tierNorms(population);
  const from = standardised(target.stats, norms.get(target.tier));
  return population
    .filter(
      (p) =>
        p.name !== target.name &&
        p.stats.gameCount >= MIN_GAMES_FOR_ROLE &&
        (options.maxMmr === undefined || (p.mmr !== undefined && p.mmr <= options.maxMmr)) &&
        (options.tier === undefined || p.tier === options.tier),
    )
    .map((player) => {
      const to = standardised(player.stats, norms.get(player.tier));
      const distance = Math.hypot(...from.map((x, i) => x - (to[i] ?? 0)));
      return { player, distance, similarity: similarityOf(distance) };
    })
    .sort((a, b) => a.distance - b.distance || a.player.name.localeCompare(b.player.name))
    .slice(0, options.limit ?? 10);
}
