import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The bench's own dependencies (Lighthouse, autocannon: about a quarter of the packages a root
 * `npm ci` used to install) live in bench/package-lock.json, outside the root workspaces, so
 * `npm ci && npm start` does not install them. `npm run bench` and `npm run check` run this first:
 * it installs them into bench/node_modules when they are missing or older than the lockfile,
 * and does nothing otherwise. The workspaces the bench imports (@fragboard/*, and drizzle-orm and postgres
 * through the server) resolve from the root install, one copy shared with the server.
 */

const bench = join(dirname(fileURLToPath(import.meta.url)), "..");
const installed = join(bench, "node_modules/.package-lock.json");
const lockfile = join(bench, "package-lock.json");

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log("bench: installing its dependencies (bench/package-lock.json)");
  const run = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: bench, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
