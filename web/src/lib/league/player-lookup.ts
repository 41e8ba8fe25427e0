/** The page of a player: `/players/{name}`, the name URL-encoded (core's lookupPlayer reads it back). */
export const playerPath = (name: string) => `/players/${encodeURIComponent(name)}`;
