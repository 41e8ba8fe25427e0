import { TIER_NAMES, type TierName } from "@fragboard/core";

/**
 * How big the league is: teams per tier, franchises and people. The full league is the product's;
 * a smaller one (`SimOptions.teamsPerTier`) keeps every rule and structure at a fraction of the
 * maps, for tests that need a real league but not its size.
 */

export type LeagueSize = {
  /** Teams per tier; each tier of the full league has more teams than its playoff line. */
  teamsPerTier: Readonly<Record<TierName, number>>;
  /** Each keeps one team in some of the tiers (three or four each). */
  franchises: number;
  /** Players who play (or played) in the simulated seasons. */
  players: number;
  /** People who only watch. */
  spectators: number;
};

const FULL_LEAGUE: LeagueSize = {
  teamsPerTier: { Recruit: 12, Prospect: 20, Contender: 24, Challenger: 20, Elite: 16, Premier: 8 },
  franchises: 30,
  players: 765,
  spectators: 25,
};

export const totalTeams = (size: LeagueSize) => TIER_NAMES.reduce((n, t) => n + size.teamsPerTier[t], 0);

/**
 * A few teams' draft pool is too lumpy to fill every roster under the cap with the full league's
 * players per team (one in sixty small leagues could not): a quarter more gives it the depth.
 */
const SMALL_POOL_DEPTH = 1.25;

/**
 * The full league, or one of `teamsPerTier` teams in every tier with franchises in the full league's
 * proportion to its teams, and players a little deeper.
 */
export function leagueSize(teamsPerTier: number | undefined): LeagueSize {
  if (teamsPerTier === undefined) return FULL_LEAGUE;
  const smallest = Math.min(...Object.values(FULL_LEAGUE.teamsPerTier));
  // Round robins pair every team each match day, so a tier's count is even.
  if (
    !Number.isInteger(teamsPerTier) ||
    teamsPerTier < 2 ||
    teamsPerTier > smallest ||
    teamsPerTier % 2 !== 0
  )
    throw new Error(`teamsPerTier must be an even number from 2 to ${smallest}`);
  const teams = teamsPerTier * TIER_NAMES.length;
  const share = teams / totalTeams(FULL_LEAGUE);
  return {
    teamsPerTier: Object.fromEntries(TIER_NAMES.map((t) => [t, teamsPerTier])) as Record<TierName, number>,
    // A franchise has at most one team per tier.
    franchises: Math.max(teamsPerTier, Math.round(FULL_LEAGUE.franchises * share)),
    players: Math.round(FULL_LEAGUE.players * share * SMALL_POOL_DEPTH),
    spectators: Math.max(1, Math.round(FULL_LEAGUE.spectators * share)),
  };
}
