import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api-client.js";
import { refetchFailed, useShownFailure } from "../../lib/failed-queries.js";
import { Button } from "./Button.js";
import { MESSAGES } from "./messages.js";

/**
 * The API did not answer, or answered with an error (spec 001 §8 "Load failure"): what failed, in
 * words, why, and a Retry (docs/web.md#failures). Retry is `onRetry`, or else every failed query
 * on screen asked again; it stays pressed until the answer comes.
 */
export function LoadError({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => unknown;
  /** One line, for a banner over the page. */
  compact?: boolean;
}) {
  const client = useQueryClient();
  // The banner's own lines (compact) list what the page does not show: they must not hide it.
  useShownFailure(compact ? null : error);
  const [retrying, setRetrying] = useState(false);
  const what = error instanceof ApiError ? error.what : null;
  const detail = error instanceof Error ? error.message : undefined;
  const retry = async () => {
    setRetrying(true);
    try {
      await (onRetry ? onRetry() : refetchFailed(client));
    } finally {
      setRetrying(false);
    }
  };
  const retryButton = (
    <Button className={compact ? "" : "mt-3"} onClick={() => void retry()} disabled={retrying}>
      {retrying ? "Retrying…" : "Retry"}
    </Button>
  );
  if (compact)
    return (
      <p role="alert" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
        <span>
          <span className="font-semibold">{what ? `Could not load ${what}.` : MESSAGES.loadFailure}</span>{" "}
          <span className="text-muted">{detail}</span>
        </span>
        {retryButton}
      </p>
    );
  return (
    <div role="alert" className="mx-auto my-8 max-w-2xl rounded border border-bad/50 bg-bad/10 p-4">
      <p className="font-semibold">{what ? `Could not load ${what}.` : MESSAGES.loadFailure}</p>
      {detail && <p className="mt-2 font-mono text-muted text-xs">{detail}</p>}
      {what && <p className="mt-2 text-muted text-sm">{MESSAGES.loadFailure}</p>}
      <p className="mt-2 text-muted text-sm">{MESSAGES.contactMaintainer}</p>
      {retryButton}
    </div>
  );
}
