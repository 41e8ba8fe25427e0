import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { readPlayersParam } from "./compare-options.js";

/**
 * The compared players in the address, `?players=a,b,c` as the spec writes it: commas are left
 * readable, each name is encoded; other parameters (season selection) are kept. Each change is a
 * history entry, so Back undoes a pick.
 */
export function useComparePlayersParam(): [string[], (tokens: readonly string[]) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const tokens = readPlayersParam(new URLSearchParams(location.search).get("players"));
  const setTokens = useCallback(
    (next: readonly string[]) => {
      const others = new URLSearchParams(location.search);
      others.delete("players");
      const parts = [
        others.toString(),
        next.length ? `players=${next.map(encodeURIComponent).join(",")}` : "",
      ];
      const search = parts.filter((part) => part !== "").join("&");
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" });
    },
    [location.pathname, location.search, navigate],
  );
  return [tokens, setTokens];
}
