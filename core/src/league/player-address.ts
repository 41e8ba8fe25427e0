/**
 * Which player a `/players/{id}` or `/graphics/players/{id}` address means (spec 000 §2): the id
 * is a URL-decoded player name, or a pasted address whose trailing path segment is the name. An
 * exact name wins; then the name ignoring case, then the CSC id. A query string is never part of
 * a name; other than the selection's parameters it only earns a console warning. One rule for
 * the web app's player pages and the server, which preloads the picture of the player a page's
 * address names (server/src/web/page-data.ts).
 */

export type PlayerLookup<P> = { player: P | undefined; hasQueryString: boolean };

/** The last non-empty path segment of `id` with any query string or fragment cut off. */
export function trailingSegment(id: string): string {
  const path = id.split(/[?#]/, 1)[0] ?? "";
  const segments = path.split("/").filter((segment) => segment !== "");
  return segments.at(-1) ?? "";
}

export function lookupPlayer<P extends { name: string; id: string }>(
  id: string,
  players: readonly P[],
  search = "",
): PlayerLookup<P> {
  const hasQueryString = search !== "" || id.includes("?");
  // Exact name first: a name may itself contain "/" or "?".
  const exact = players.find((player) => player.name === id);
  if (exact) return { player: exact, hasQueryString: search !== "" };
  const segment = trailingSegment(id);
  const lower = segment.toLowerCase();
  const player =
    players.find((p) => p.name === segment) ??
    players.find((p) => p.name.toLowerCase() === lower) ??
    players.find((p) => p.id === segment);
  return { player, hasQueryString };
}

/** Up to `limit` names containing `text` (ignoring case), for the not-found page's suggestions. */
export function similarNames<P extends { name: string }>(
  text: string,
  players: readonly P[],
  limit = 8,
): P[] {
  const needle = trailingSegment(text).toLowerCase();
  if (needle === "") return [];
  return players.filter((player) => player.name.toLowerCase().includes(needle)).slice(0, limit);
}
