import { CACHE_TIMES, type VersionResponse } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { apiGet } from "../lib/api-client.js";

/**
 * Whether the server now runs a different build than the one this page loaded with (API.md §7.20,
 * polling our /api/version instead of the repository host). The first commit seen is the baseline.
 */
export function useNewVersion(): { available: boolean; dismiss: () => void } {
  // Taken from the first answer itself, not from a render, so no answer can slip past it.
  const baseline = useRef<string | null>(null);
  const { data } = useQuery({
    queryKey: ["version"],
    queryFn: async ({ signal }) => {
      const version = await apiGet<VersionResponse>("/api/version", undefined, signal);
      baseline.current ??= version.commit;
      return version;
    },
    staleTime: CACHE_TIMES.version,
    refetchInterval: CACHE_TIMES.version,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const [dismissed, setDismissed] = useState<string | null>(null);

  const commit = data?.commit;
  return {
    // Dismissing hides this new commit only; a later one shows the banner again.
    available: commit !== undefined && commit !== baseline.current && commit !== dismissed,
    dismiss: () => setDismissed(commit ?? null),
  };
}
