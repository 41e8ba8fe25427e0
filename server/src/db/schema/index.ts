export * from "./community.js";
export * from "./league.js";
export * from "./matches.js";
export * from "./meta.js";
export * from "./stats.js";
