/*
 * Kept apart from the feeds' zod schemas (api/outward.ts), so the pages that link to a feed do
 * not pull zod into the web bundle (docs/api.md#calendar-feeds, #article-feed).
 */

/** The feeds' addresses, for "Add to calendar" links (paths; a client makes them webcal:// or absolute). */
export const calendarPaths = {
  team: (id: string) => `/api/calendar/teams/${encodeURIComponent(id)}.ics`,
  franchise: (prefix: string, season?: number) =>
    `/api/calendar/franchises/${encodeURIComponent(prefix)}.ics${season ? `?season=${season}` : ""}`,
  tier: (tier: string, season?: number) =>
    `/api/calendar/tiers/${encodeURIComponent(tier)}.ics${season ? `?season=${season}` : ""}`,
};

export const ARTICLE_FEED_PATH = "/api/articles/feed.xml";
