export * from "./community/index.js";
export { avatarSvg } from "./league/identity.js";
export {
  type LeagueRecords,
  type SimOptions,
  type SimulatedLeague,
  simulateLeague,
} from "./league/league.js";
