import { type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from "react";
import { ApiError } from "./api-client.js";

/**
 * No failure is silent (docs/web.md#failures). A loader whose data depends on a failed query
 * would wait forever (a season list that failed keeps every season's query idle), so the loader
 * shows the failures of the queries on screen instead; a failure no part of the page shows (a
 * FACEIT badge, the author names, the session) shows in the shell's banner. Retry asks every
 * failed query again.
 */

/** A query whose last request failed; a background check (`meta.background`) never counts. */
const inError = (query: Query) => query.state.status === "error" && query.meta?.background !== true;

/** A query that failed before any data came. */
const failed = (query: Query) => inError(query) && query.state.data === undefined;

/**
 * A refusal or "not found" is an answer the page shows as such (a 404 page, "not authorized"):
 * only an error the server could not help, a timeout or no network is a failure to announce.
 */
const isFailure = (error: unknown) =>
  !(error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500);

/** The errors a LoadError shows right now: the banner leaves them to it. */
const shown = new Map<unknown, number>();
const shownListeners = new Set<() => void>();
let shownVersion = 0;
function changeShown(error: unknown, by: 1 | -1) {
  const count = (shown.get(error) ?? 0) + by;
  if (count > 0) shown.set(error, count);
  else shown.delete(error);
  shownVersion += 1;
  for (const listener of shownListeners) listener();
}

/** Marks `error` as shown while the calling component is on screen (null: nothing to mark). */
export function useShownFailure(error: unknown) {
  useLayoutEffect(() => {
    if (error === null) return;
    changeShown(error, 1);
    return () => changeShown(error, -1);
  }, [error]);
}

const subscribeShown = (onChange: () => void) => {
  shownListeners.add(onChange);
  return () => shownListeners.delete(onChange);
};
const readShown = () => shownVersion;

/**
 * The failures of the active queries: `"all"` (what a loader waits on), or `"unshown"`, those
 * that are failures (not answers) and that no LoadError shows. Re-read when the cache changes.
 */
export function useFailures(which: "all" | "unshown" = "all"): unknown[] {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  // One string of the failed queries' hashes: a stable snapshot while nothing fails or changes.
  const read = () =>
    cache
      .findAll({ type: "active", predicate: failed })
      .map((query) => query.queryHash)
      .join("\n");
  const hashes = useSyncExternalStore(subscribe, read, read);
  const version = useSyncExternalStore(subscribeShown, readShown, readShown);
  return useMemo(() => {
    const errors = hashes ? hashes.split("\n").map((hash) => cache.get(hash)?.state.error) : [];
    void version; // re-filtered whenever what LoadErrors show changes
    return which === "all" ? errors : errors.filter((error) => isFailure(error) && !shown.has(error));
  }, [hashes, cache, version, which]);
}

/**
 * Asks every query on screen whose last request failed again (the Retry of a failure): also one
 * that had data before its refetch failed, since a page may show that failure (the pickems page
 * shows a failed session refetch), and a Retry that skipped it would never clear it.
 */
export const refetchFailed = (client: QueryClient) =>
  client.refetchQueries({ type: "active", predicate: inError });
