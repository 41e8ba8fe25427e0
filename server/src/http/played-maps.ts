import type { JsonCache } from "./json-cache.js";

/**
 * Answers built from one played map (its box score, rounds and kill feed on the match page, its
 * extended stats) are kept under `played:<map id>:…` in BoundedAnswers that keep played maps
 * (bounded-answers.ts): an ingest of another map leaves them, and with them their ETags, in place;
 * a re-ingest of the map drops them, here and (with REDIS_URL) on every instance
 * (docs/architecture.md#caching).
 */
export const PLAYED_MAPS_PREFIX = "played:";

/** Combine maps are stored as "combines-<id>" and asked for with or without the prefix. */
const COMBINE_PREFIX = "combines-";

/** A map id without the combine prefix: a request's id and the stored one share their keys. */
export const bareMapId = (matchId: string) =>
  matchId.startsWith(COMBINE_PREFIX) ? matchId.slice(COMBINE_PREFIX.length) : matchId;

/** The key prefix of every answer built from this map (stored or asked-for id). */
export const playedMapKey = (matchId: string) => `${PLAYED_MAPS_PREFIX}${bareMapId(matchId)}:`;

/**
 * Drops the answers of these maps (a re-ingest, or an ingest that changes what they show:
 * see `mapsChangedBy` in ingest/one-map.ts); `"all"` drops every played map's (a bulk import,
 * a FACEIT Elo refreshed).
 */
export function invalidatePlayedMaps(cache: JsonCache, matchIds: readonly string[] | "all") {
  if (matchIds === "all") {
    cache.invalidate(PLAYED_MAPS_PREFIX);
    return;
  }
  for (const key of new Set(matchIds.map(playedMapKey))) cache.invalidate(key);
}
