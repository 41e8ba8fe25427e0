import { useEffect, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.js";
import { useLatestSearchParams, withParam } from "./use-latest-search-params.js";

/** How long typing must pause before the list refilters and the address is updated. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Text typed into a search box, kept in the address as `?q=` so a filtered list can be shared and
 * survives a reload. Returns what the box shows (every key) and what to filter by (after a pause);
 * the address is replaced, not pushed, so typing does not fill the history.
 */
export function useSearchText(param = "q"): {
  text: string;
  setText: (text: string) => void;
  settled: string;
} {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const [text, setText] = useState(() => searchParams.get(param) ?? "");
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const inAddress = searchParams.get(param) ?? "";
  useEffect(() => {
    if (settled === inAddress) return;
    setSearchParams((previous) => withParam(previous, param, settled), { replace: true });
  }, [settled, inAddress, param, setSearchParams]);
  return { text, setText, settled };
}
