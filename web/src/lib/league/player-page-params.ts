/**
 * The player page's own state in its address (tab, tier switch, map filters): a shared link opens
 * the same view, and these are not the stray query string a player address warns about.
 */
export const MAP_FILTER_PARAMS = ["map", "side", "opponent", "from", "to", "result"] as const;
export const PLAYER_PAGE_PARAMS = ["tab", "tier", ...MAP_FILTER_PARAMS] as const;
