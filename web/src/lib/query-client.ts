import { QueryClient } from "@tanstack/react-query";
import { isRetryable } from "./api-client.js";

/**
 * Stale times are set per query from core's CACHE_TIMES; the defaults here bound how long a
 * failure takes to show (docs/web.md#failures): a server error is asked again once, a timeout
 * (already 5 s) or a refusal never, so a page answers within 10 s. `networkMode: "always"`: offline,
 * a query fails at once with "You are offline" and a Retry instead of pausing behind a loader.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && isRetryable(error),
        refetchOnWindowFocus: true,
        networkMode: "always",
      },
      mutations: { networkMode: "always" },
    },
  });
}
