import { CACHE_TIMES, type StandingsResponse } from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** Every tier's standings of `season`, computed on the server (docs/api.md#standings). */
export const standingsQuery = (season: number | null) =>
  restQuery<StandingsResponse>(
    "/api/fragboard/standings",
    { season },
    CACHE_TIMES.standings,
    season !== null,
  );
