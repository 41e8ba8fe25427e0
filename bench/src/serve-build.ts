import path from "node:path";
import { buildApp, connectDatabase, dbTarget, loadConfig } from "@fragboard/server";

/**
 * `npx tsx bench/src/serve-build.ts DIR`: the production server (`npm start`'s app, configured by
 * the same variables: PORT, DATA_DIR, SIM_NOW…) hosting the web build in DIR instead of web/dist,
 * on a database already seeded. A copy of an earlier build (`cp -r web/dist /tmp/before`) served
 * beside the current one is the baseline of the Lighthouse bench's comparison
 * (LIGHTHOUSE_BASELINE_ORIGIN, bench/README.md): both measured in one sitting, on one league.
 * Two servers need two data directories (one writer per DATA_DIR): copy the seeded one.
 */
const dir = process.argv[2];
if (!dir) throw new Error("usage: npx tsx bench/src/serve-build.ts WEB_BUILD_DIR");
const config = loadConfig();
const { database, migrate } = await connectDatabase(dbTarget(config));
const app = await buildApp({ database, config, logger: false, webDist: path.resolve(dir) });
await migrate();
await app.listen({ port: config.port, host: config.host });
console.log(`serving ${path.resolve(dir)} on http://${config.host}:${config.port}`);
