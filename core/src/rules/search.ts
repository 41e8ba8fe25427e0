import type { SearchResult } from "../api/player-depth.js";

/**
 * The global search (docs/rules.md#search): players by any part of the name or by CSC id, teams
 * and franchises by name (and a franchise by prefix), ignoring case and diacritics.
 */

/** Lower case without diacritics ("Łukasz" → "lukasz", "Zoë" → "zoe"): what both sides of a match compare. */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .replace(/ø/g, "o")
    .replace(/Ø/g, "O")
    .replace(/ß/g, "ss")
    .toLowerCase();
}

type Entry = { result: SearchResult; keys: string[]; exactIds: string[] };
/** Entries in the order of equal matches (kind, name length, name): see `search`. */
export type SearchIndex = readonly Entry[];

const KIND_ORDER = { player: 0, team: 1, franchise: 2 } as const;

/**
 * Prepares every result once: the keys a query is compared with, and the order of results that
 * match equally well, which does not depend on the query: players before teams before franchises,
 * shorter names first, then alphabetical. A search then only sorts by how well each matches.
 */
export function buildSearchIndex(results: readonly (SearchResult & { aliases?: string[] })[]): SearchIndex {
  const collator = new Intl.Collator();
  return results
    .map(({ aliases = [], ...result }) => ({
      result,
      keys: [result.name, ...aliases].map(searchKey),
      // A player's CSC id matches exactly (ids are short numbers: "12" in every id would be noise).
      exactIds: result.kind === "player" ? [searchKey(result.id)] : [],
    }))
    .sort(
      (a, b) =>
        KIND_ORDER[a.result.kind] - KIND_ORDER[b.result.kind] ||
        a.result.name.length - b.result.name.length ||
        collator.compare(a.result.name, b.result.name),
    );
}

/** How an entry matches: 0 exactly, 1 a name starting with it, 2 a name containing it; 3 not at all. */
function scoreOf(entry: Entry, q: string): number {
  if (entry.exactIds.includes(q)) return 0;
  let score = 3;
  for (const key of entry.keys) {
    if (key === q) return 0;
    if (key.startsWith(q)) score = 1;
    else if (score > 2 && key.includes(q)) score = 2;
  }
  return score;
}

/**
 * Matches of `query`, best first: an exact name or id, then names starting with it, then names
 * containing it; within each, players before teams before franchises, shorter names first, then
 * alphabetical (the index's order). One pass keeping the first `limit` of each kind of match: a
 * two-letter query matches hundreds of names, and sorting them all (names compared by locale) was
 * most of a search's time (bench/README.md, player-depth).
 */
export function search(index: SearchIndex, query: string, limit: number): SearchResult[] {
  const q = searchKey(query.trim());
  if (q === "") return [];
  const matches: SearchResult[][] = [[], [], []];
  for (const entry of index) {
    const score = scoreOf(entry, q);
    const bucket = matches[score];
    if (bucket && bucket.length < limit) {
      bucket.push(entry.result);
      // Nothing beats `limit` exact matches.
      if (score === 0 && bucket.length === limit) break;
    }
  }
  return matches.flat().slice(0, limit);
}
