import { useState } from "react";
import { jokeFor } from "./loading-jokes.js";

/** A page's loading state, tall enough to keep the footer below the fold until the page replaces it. */
export function LoadingScreen() {
  // Read once per mount so the line does not change on every re-render.
  const [joke] = useState(() => jokeFor(window.location.pathname + window.location.search));
  return (
    <div role="status" aria-live="polite" className="grid min-h-screen place-items-center p-8 text-center">
      <div>
        <div className="mx-auto mb-4 size-8 animate-spin rounded-full border-2 border-line border-t-accent" />
        <p className="text-muted">{joke}</p>
      </div>
    </div>
  );
}
