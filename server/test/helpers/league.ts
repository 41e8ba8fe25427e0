import { type SimulatedLeague, simulateLeague } from "@fragboard/sim";

/** The simulated "today" of the test leagues: season 15 is at match day 5. */
export const TEST_NOW = "2025-03-01T12:00:00.000Z";

/** One simulated season (588 maps): every tier and both match types, small enough for a test. */
export function smallLeague(seed = "server-test"): SimulatedLeague {
  return simulateLeague({ seed, now: new Date(TEST_NOW), simulatedSeasons: 1 });
}

/**
 * The simulator's smallest league: two teams a tier, one season (about 80 maps), every rule and
 * kind of record all the same; for tests that need a real league but not its size.
 */
export function tinyLeague(seed: string): SimulatedLeague {
  return simulateLeague({ seed, now: new Date(TEST_NOW), simulatedSeasons: 1, teamsPerTier: 2 });
}
