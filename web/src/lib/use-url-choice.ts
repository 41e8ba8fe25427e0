import { useCallback, useMemo } from "react";
import { useLatestSearchParams } from "./use-latest-search-params.js";

/**
 * One choice among `options` kept in the address as `?name=value` (a tab, a stat), so a reload or a
 * shared link shows the same view. An absent or unknown value means `fallback`, which is also
 * written as no parameter; other parameters are kept.
 */
export function useUrlChoice<T extends string>(
  name: string,
  options: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const raw = searchParams.get(name);
  const value = useMemo(() => options.find((option) => option === raw) ?? fallback, [options, raw, fallback]);
  const set = useCallback(
    (next: T) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === fallback) params.delete(name);
        else params.set(name, next);
        return params;
      }),
    [name, fallback, setSearchParams],
  );
  return [value, set];
}
