import type { SeasonMetadataResponse } from "../api/league-data.js";
import { FIRST_SELECTABLE_SEASON, MATCH_TYPES, type MatchType } from "../constants/match-types.js";

/**
 * Which season and match type a page shows (spec 000 §4): what its address names
 * (`?season=14&matchType=Combine`) over the defaults, the current season and Regulation once it
 * has started (Combine before). One rule for the web app's pages and the server, which preloads
 * the lists a page's address will ask for (server/src/web/page-data.ts).
 */

export type SelectionFromUrl = { season?: number; matchType?: MatchType };

/**
 * The season and match type an address names. A value that cannot be one (`season=abc`, a season
 * before the first selectable one, `matchType=Ranked`) is ignored, so the page shows the default
 * rather than nothing; match types are matched ignoring case.
 */
export function readSelectionParams(search: URLSearchParams): SelectionFromUrl {
  const result: SelectionFromUrl = {};
  const season = search.get("season");
  if (season !== null && /^\d{1,4}$/.test(season) && Number(season) >= FIRST_SELECTABLE_SEASON) {
    result.season = Number(season);
  }
  const matchType = search.get("matchType")?.toLowerCase();
  const known = MATCH_TYPES.find((type) => type.toLowerCase() === matchType);
  if (known) result.matchType = known;
  return result;
}

export function defaultMatchType(hasSeasonStarted: boolean): MatchType {
  return hasSeasonStarted ? "Regulation" : "Combine";
}

/**
 * The season and match type a page shows, from the season metadata (undefined until loaded: a
 * null season) and what the address names. A season after the current one does not exist yet:
 * the current one shows instead.
 */
export function shownSelection(
  metadata: Pick<SeasonMetadataResponse, "number" | "hasSeasonStarted"> | undefined,
  fromUrl: SelectionFromUrl,
): { season: number | null; matchType: MatchType } {
  const currentSeason = metadata?.number ?? null;
  const season =
    currentSeason === null
      ? null
      : fromUrl.season !== undefined && fromUrl.season <= currentSeason
        ? fromUrl.season
        : currentSeason;
  return { season, matchType: fromUrl.matchType ?? defaultMatchType(metadata?.hasSeasonStarted ?? true) };
}
