import { useState } from "react";
import { randomJoke } from "./loading-jokes.js";

/** A page's loading state, tall enough to keep the footer below the fold until the page replaces it. */
export function LoadingScreen() {
  // Picked once per mount so the line does not change on every re-render.
  const [joke] = useState(() => randomJoke());
  return (
    <div role="status" aria-live="polite" className="grid min-h-[70vh] place-items-center p-8 text-center">
      <div>
        <div className="mx-auto mb-4 size-8 animate-spin rounded-full border-2 border-line border-t-accent" />
        <p className="text-muted">{joke}</p>
      </div>
    </div>
  );
}
