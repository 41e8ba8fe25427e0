import type { MercuriusContext } from "mercurius";
import type { Db } from "../db/client.js";
import type { MediaUrl } from "../http/media-url.js";

/** What every resolver and loader of both endpoints gets, built once per request (mercurius' typing idiom). */
declare module "mercurius" {
  interface MercuriusContext {
    db: Db;
    /** The season running now (memoised per request: many loaders ask, one query answers). */
    currentSeason: () => Promise<number | null>;
    /** Our media paths as the client should load them (PUBLIC_URL). */
    mediaUrl: MediaUrl;
  }
}
export type GqlContext = MercuriusContext;

/** One mercurius loader call: every parent object the field was asked for in the same tick. */
export type Batch<O, P = Record<string, unknown>> = readonly { obj: O; params: P }[];

/**
 * Answers a loader batch with ONE fetch for its distinct keys, in the batch's order: this is what
 * keeps nested lists (franchises -> teams -> players) at a constant number of queries. A null key
 * (a team without a captain) answers `missing` without being fetched.
 */
export async function byKey<O, V>(
  batch: Batch<O, unknown>,
  keyOf: (obj: O) => string | null,
  fetch: (keys: string[]) => Promise<Map<string, V>>,
  missing: V,
): Promise<V[]> {
  const keys = batch.map((q) => keyOf(q.obj));
  const distinct = [...new Set(keys.filter((k): k is string => k !== null))];
  const found = distinct.length > 0 ? await fetch(distinct) : new Map<string, V>();
  return keys.map((k) => (k === null ? missing : (found.get(k) ?? missing)));
}

/** Rows keyed by one of their columns (ids are unique). */
export const indexBy = <T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T> =>
  new Map(rows.map((r) => [keyOf(r), r]));

/** Calls `load` at most once, however many callers ask. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    return pending;
  };
}
