import { CACHE_TIMES, type FaceitLookupResponse } from "@fragboard/core";
import { restQuery } from "./query-options.js";

/**
 * A player's FACEIT level and ELO (docs/api.md#faceit); `null` for a player without FACEIT figures.
 */
export const faceitLookupQuery = (steam64Id: string | undefined, name: string) => ({
  ...restQuery<FaceitLookupResponse | null>(
    "/api/faceit/playerlookup",
    { steamId: steam64Id, cscPlayerName: name },
    CACHE_TIMES.faceitLookup,
    steam64Id !== undefined,
  ),
  retry: false,
});
