import { TIER_NAMES, type TierName } from "@fragboard/core";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";

/** The query parameter holding the franchise list's tier filter: `/franchises?tier=Premier`. */
export const TIER_PARAM = "tier";

/**
 * The tier the franchise list is filtered to, kept in the URL so a filtered list can be shared and
 * survives a reload. Choosing the tier already chosen clears the filter. Other parameters (the
 * season selection) are kept.
 */
export function useTierFilter() {
  const [params, setParams] = useLatestSearchParams();
  const tier = tierOf(params);
  // Toggled against the address as it is now, not as drawn: a double click is on, then off.
  const toggle = (next: TierName) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (tierOf(current) === next) updated.delete(TIER_PARAM);
      else updated.set(TIER_PARAM, next);
      return updated;
    });
  return { tier, toggle };
}

// Matched case-insensitively, so a hand-typed ?tier=premier works too.
const tierOf = (params: URLSearchParams): TierName | null => {
  const raw = params.get(TIER_PARAM) ?? "";
  return TIER_NAMES.find((t) => t.toLowerCase() === raw.toLowerCase()) ?? null;
};
