const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long each kind of data stays fresh (docs/api.md#caching), in milliseconds: the web app's TanStack Query
 * staleTime and the API's Cache-Control max-age for the matching response, so both agree.
 * Scoreboards were left at the query library's default of 0; a stored map never changes after
 * ingest (which invalidates caches anyway), so they get the hour of the other match data.
 */
export const CACHE_TIMES = {
  seasonMetadata: DAY,
  cachedPlayers: HOUR,
  cachedStats: HOUR,
  tierSeasonStats: HOUR,
  extendedStats: HOUR,
  extendedMatchStats: 7 * DAY,
  reputation: HOUR,
  profileBundle: DAY,
  profileEditor: HOUR,
  articles: DAY,
  article: DAY,
  pickems: DAY,
  pickemsConsensus: 15 * MINUTE,
  pickemsLeaderboard: 15 * MINUTE,
  pickemsSearch: 15 * MINUTE,
  faceitLookup: 6 * HOUR,
  faplStats: HOUR,
  twitch: 5 * MINUTE,
  franchises: HOUR,
  franchiseManagementIds: DAY,
  coreMatches: HOUR,
  trend: HOUR,
  matchHistory: HOUR,
  seasonMatches: HOUR,
  /** Computed from the season's maps like seasonMatches, and from the season stats. */
  standings: HOUR,
  leaderboards: HOUR,
  /** A player's filtered stats and career: folds of the same lines as the season stats. */
  playerStats: HOUR,
  playerCareer: HOUR,
  /** The global search: names change only with an ingest, which rebuilds the index. */
  search: 5 * MINUTE,
  scoreboard: HOUR,
  /** The match centre (docs/api.md#matches): results and fixtures, a match page, a head-to-head. */
  matches: HOUR,
  match: HOUR,
  headToHead: HOUR,
  draftPlayers: 5 * SECOND,
  version: 15 * MINUTE,
} as const;
export type CachedData = keyof typeof CACHE_TIMES;

/** Whole seconds for a Cache-Control max-age directive. */
export const cacheMaxAgeSeconds = (data: CachedData): number => Math.floor(CACHE_TIMES[data] / SECOND);
