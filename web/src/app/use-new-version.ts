import { CACHE_TIMES } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { versionQuery } from "../lib/queries/version.js";

/**
 * Whether the server now runs a different build than the one this page loaded with (docs/rules.md#update-banner,
 * polling our /api/version instead of the repository host). The first commit seen is the baseline.
 */
export function useNewVersion(): { available: boolean; dismiss: () => void } {
  // Taken from the first answer itself, not from a render, so no answer can slip past it.
  const baseline = useRef<string | null>(null);
  const { data } = useQuery({
    ...versionQuery((version) => {
      baseline.current ??= version.commit;
    }),
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
