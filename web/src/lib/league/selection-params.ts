/**
 * The selection's part of a page address (`?season=14&matchType=Combine`): what a shared link or a
 * reload restores. Only values someone picked are written; an absent parameter means the default.
 */
export const SELECTION_PARAMS = ["season", "matchType"] as const;
export type SelectionParam = (typeof SELECTION_PARAMS)[number];

/** Only the selection parameters of `search`, in a fixed order ("season=14&matchType=Combine" or ""). */
export function selectionQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of SELECTION_PARAMS) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

/**
 * `path` with the selection parameters of `search` added (its own parameters and fragment kept),
 * so following a link stays in the season and match type on screen.
 */
export function withSelection(path: string, search: URLSearchParams): string {
  const query = selectionQuery(search);
  if (query === "") return path;
  const hashAt = path.indexOf("#");
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const [pathname = "", own = ""] = beforeHash.split(/\?(.*)/s, 2);
  const merged = new URLSearchParams(own);
  for (const [name, value] of new URLSearchParams(query)) if (!merged.has(name)) merged.set(name, value);
  return `${pathname}?${merged.toString()}${hash}`;
}
