/**
 * FACEIT's CS2 skill levels: the lowest Elo of each level 1..10 (level 10 is open-ended). The
 * FACEIT API reports the level itself; this is for figures we derive (the simulated league).
 */
export const FACEIT_LEVEL_FLOORS = [100, 501, 751, 901, 1051, 1201, 1351, 1531, 1751, 2001] as const;

/** The skill level of an Elo: 1 up to 10; below level 1's floor, 0 (not ranked). */
export function faceitLevel(elo: number): number {
  let level = 0;
  for (const floor of FACEIT_LEVEL_FLOORS) if (elo >= floor) level++;
  return level;
}

/** The two hubs of the league's FACEIT league (FAPL). */
export const FAPL_HUBS = ["Upper", "Lower"] as const;
export type FaplHub = (typeof FAPL_HUBS)[number];

/** Where a FACEIT player's profile lives. */
export const faceitProfileUrl = (faceitName: string) =>
  `https://www.faceit.com/en/players/${encodeURIComponent(faceitName)}`;
