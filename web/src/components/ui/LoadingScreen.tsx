import { useState } from "react";
import { useFailures } from "../../lib/failed-queries.js";
import { LoadError } from "./LoadError.js";
import { jokeFor } from "./loading-jokes.js";

/**
 * A page's loading state, tall enough to keep the footer below the fold until the page replaces it.
 * Never without bound: once a query on screen has failed, the data the page waits for may never
 * come (docs/web.md#failures), so the failure shows in its place, with Retry.
 */
export function LoadingScreen() {
  // Read once per mount so the line does not change on every re-render.
  const [joke] = useState(() => jokeFor(window.location.pathname + window.location.search));
  const failures = useFailures();
  if (failures.length > 0)
    return failures.map((error, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
      <LoadError key={index} error={error} />
    ));
  return (
    <div role="status" aria-live="polite" className="grid min-h-screen place-items-center p-8 text-center">
      <div>
        <div className="mx-auto mb-4 size-8 animate-spin rounded-full border-2 border-line border-t-accent" />
        <p className="text-muted">{joke}</p>
      </div>
    </div>
  );
}
