import { TIER_NAMES, type TierName } from "@fragboard/core";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";

/** `/standings?q=Elite&extras=1`: the tier tab and whether the extra columns (Elo) show. */
export const TIER_PARAM = "q";
export const EXTRAS_PARAM = "extras";

/** The tier a `q` value names, ignoring case; null when it names none. */
export const tierFromParam = (raw: string | null): TierName | null =>
  TIER_NAMES.find((tier) => tier.toLowerCase() === raw?.toLowerCase()) ?? null;

/**
 * The tab to show: the one the address names, else the first tier (Recruit first) whose season
 * has games, so a visitor lands on a table rather than an empty tier; Recruit when none has.
 */
export function shownTier(named: TierName | null, tiersWithGames: readonly TierName[]): TierName {
  return named ?? tiersWithGames[0] ?? TIER_NAMES[0];
}

/** The page's own address state; other parameters (the season selection) are kept. */
export function useStandingsParams() {
  const [params, setParams] = useLatestSearchParams();
  // The value is a function of the address as it is when the change lands, not as last drawn.
  const update = (name: string, value: (current: URLSearchParams) => string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const written = value(current);
      if (written === null) next.delete(name);
      else next.set(name, written);
      return next;
    });
  return {
    tier: tierFromParam(params.get(TIER_PARAM)),
    extras: params.get(EXTRAS_PARAM) === "1",
    setTier: (tier: TierName) => update(TIER_PARAM, () => tier),
    /** Flips the extras as the address has them: a double click is two flips. */
    toggleExtras: () => update(EXTRAS_PARAM, (current) => (current.get(EXTRAS_PARAM) === "1" ? null : "1")),
  };
}
