import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { comparePlayersParam, readComparePlayers } from "../../lib/league/compare-link.js";

/**
 * The compared players in the address (lib/league/compare-link.ts); other parameters (season
 * selection) are kept. Each change is a history entry, so Back undoes a pick.
 */
export function useComparePlayersParam(): [string[], (tokens: readonly string[]) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const tokens = useMemo(() => readComparePlayers(location.search), [location.search]);
  const setTokens = useCallback(
    (next: readonly string[]) => {
      const others = new URLSearchParams(location.search);
      others.delete("players");
      const search = [others.toString(), comparePlayersParam(next)].filter((part) => part !== "").join("&");
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" });
    },
    [location.pathname, location.search, navigate],
  );
  return [tokens, setTokens];
}
