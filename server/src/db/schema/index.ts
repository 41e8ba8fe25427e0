export * from "./community.js";
export * from "./integrations.js";
export * from "./league.js";
export * from "./meta.js";
export * from "./outward.js";
export * from "./played-maps.js";
export * from "./sessions.js";
export * from "./stats.js";
