export * from "./community/index.js";
export {
  type LeagueRecords,
  type SimOptions,
  type SimulatedLeague,
  simulateLeague,
} from "./league/league.js";
