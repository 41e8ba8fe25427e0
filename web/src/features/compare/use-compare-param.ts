import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { comparePlayersParam, readComparePlayers } from "../../lib/league/compare-link.js";
import { useLatestSearch } from "../../lib/use-latest-search-params.js";

/**
 * The compared players in the address (lib/league/compare-link.ts); other parameters (season
 * selection) are kept. Each change is a history entry, so Back undoes a pick. A change is a
 * function of the tokens the address holds when it lands.
 */
export function useComparePlayersParam(): [
  string[],
  (update: (tokens: string[]) => readonly string[]) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const latestSearch = useLatestSearch();
  const tokens = useMemo(() => readComparePlayers(location.search), [location.search]);
  // From the address as it is now, not as last drawn: two picks before the page re-renders (the
  // router commits in a transition) both land.
  const setTokens = useCallback(
    (update: (tokens: string[]) => readonly string[]) => {
      const current = latestSearch();
      const next = update(readComparePlayers(current));
      const others = new URLSearchParams(current);
      others.delete("players");
      const search = [others.toString(), comparePlayersParam(next)].filter((part) => part !== "").join("&");
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" });
    },
    [location.pathname, latestSearch, navigate],
  );
  return [tokens, setTokens];
}
