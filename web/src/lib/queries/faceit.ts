import { CACHE_TIMES, type FaceitLookupResponse } from "@fragboard/core";
import { restQuery } from "./query-options.js";

/**
 * A player's FACEIT level and ELO (docs/api.md#faceit). A player without FACEIT figures is a 404
 * the server answers at once: it is not retried.
 */
export const faceitLookupQuery = (steam64Id: string | undefined, name: string) => ({
  ...restQuery<FaceitLookupResponse>(
    "/api/faceit/playerlookup",
    { steamId: steam64Id, cscPlayerName: name },
    CACHE_TIMES.faceitLookup,
    steam64Id !== undefined,
  ),
  retry: false,
});
