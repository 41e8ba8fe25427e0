/**
 * Addresses of the match centre (docs/api.md#matches). A match page takes a scheduled match's id
 * or one of its maps' ids (it then opens on that map), so a page that knows only a map links too.
 */
export const matchPath = (id: string) => `/matches/${encodeURIComponent(id)}`;

/** The head-to-head of two teams (ids or names) or franchises (prefixes or names). */
export const headToHeadPath = (a: string, b: string) =>
  `/matches/h2h?teams=${encodeURIComponent(`${a},${b}`)}`;
