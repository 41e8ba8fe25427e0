/** What other workspaces (bench) use of the server: build, open, fill and measure it. */
export { buildApp } from "./app.js";
export { type SessionKey, sessionKey, signSession } from "./auth/session.js";
export { type Config, loadConfig, REPO_ROOT } from "./config.js";
export { connectDatabase, type Database, type Db, type DbKind, dbTarget, openDatabase } from "./db/client.js";
export { openScratchPostgres } from "./db/scratch.js";
export { rebuildAggregates } from "./ingest/aggregates.js";
export { ingestLeague } from "./ingest/league.js";
export { ingestMaps } from "./ingest/maps.js";
export { ingestMap } from "./ingest/one-map.js";
export { recomputeSeasonFromStoredEvents } from "./ingest/recompute.js";
export { needsSeed, seedDatabase } from "./seed/seed.js";
export { codeDigest } from "./util/code-digest.js";
export { buildWebIfStale } from "./web/stale-build.js";
