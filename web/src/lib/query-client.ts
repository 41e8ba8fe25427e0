import { QueryClient } from "@tanstack/react-query";

/**
 * Stale times are set per query from core's CACHE_TIMES; the defaults here only make failures
 * show quickly (one retry, not three: each try can already take the 5 s timeout).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
}
