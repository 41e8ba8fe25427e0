import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { MESSAGES } from "../components/ui/messages.js";
import { SelectionLink } from "../lib/league/selection-link.js";
import { reportError } from "../lib/report-error.js";

/** A page threw while rendering (spec 001 §8 "Render failure"): say so, report it, offer a way out. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    reportError(error, "render failure");
  }, [error]);

  const description =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : "";
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-2xl rounded border border-bad/50 bg-bad/10 p-6 text-center"
    >
      <h1 className="font-bold text-xl">{MESSAGES.renderFailure}</h1>
      {description && <p className="mt-3 font-mono text-muted text-sm">{description}</p>}
      <p className="mt-3">{MESSAGES.renderFailureCaptured}</p>
      <p className="mt-4 flex justify-center gap-4 text-sm">
        <button type="button" className="underline" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <SelectionLink to="/" className="underline">
          Go home
        </SelectionLink>
      </p>
    </div>
  );
}
