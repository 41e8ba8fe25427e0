/**
 * An API address with its query string, as the web app's client sends it (web/src/lib/api-client.ts)
 * and as the server names it when it preloads a page's data (server/src/web/page-data.ts): the
 * browser only uses a preload whose address is the same, character for character.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** `/api/x?a=1&b=two%20words`; null and undefined values are left out, never sent as text. */
export function buildUrl(path: string, query: QueryParams = {}): string {
  const pairs = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join("&")}`;
}

/**
 * Where a match's answer is read: the match page asks it, and its HTML preloads the same address.
 * Here, not beside the match schemas: a module of zod schemas imported by the web app's shared
 * code put zod in its entry chunk (+25 KB gzip before every first render).
 */
export const matchAddress = (id: string) => `/api/fragboard/matches/${encodeURIComponent(id)}`;
