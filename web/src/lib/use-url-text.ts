import { useCallback, useEffect, useState } from "react";
import { useLatestSearch, useLatestSearchParams, withParam } from "./use-latest-search-params.js";

/**
 * Text typed into a box that lives in the address as `?name=` (written on every key, replacing
 * the history entry). The box shows its own copy: a box showing the address directly is put back
 * to the address last drawn after each key until the router's transition commits, so a second key
 * typed before that (a busy machine) would replace the first. The copy follows the address when
 * it changes from elsewhere (Back, a link), not when a render shows an address older than the
 * router's (one key behind the typing).
 */
export function useUrlText(name: string): [string, (text: string) => void] {
  const [params, setParams] = useLatestSearchParams();
  const latestSearch = useLatestSearch();
  const inAddress = params.get(name) ?? "";
  const [text, setText] = useState(inAddress);
  useEffect(() => {
    if ((new URLSearchParams(latestSearch()).get(name) ?? "") === inAddress) setText(inAddress);
  }, [inAddress, name, latestSearch]);
  const set = useCallback(
    (next: string) => {
      setText(next);
      setParams((current) => withParam(current, name, next), { replace: true });
    },
    [name, setParams],
  );
  return [text, set];
}
