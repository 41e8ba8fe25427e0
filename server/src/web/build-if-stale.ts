import { spawnSync } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../config.js";

/**
 * Run by the root `npm start` before the server: builds the web app (~4 s) when web/dist is
 * missing or older than any of its inputs, so a fresh checkout or a pull serves the current app
 * without paying for a build on every start.
 */

const WEB = path.join(REPO_ROOT, "web");
const BUILT = path.join(WEB, "dist", "index.html");
/** What the bundle is made of: the app, its static files, its config and core (which it imports). */
const INPUTS = ["src", "public", "index.html", "vite.config.ts", "package.json"]
  .map((p) => path.join(WEB, p))
  .concat(path.join(REPO_ROOT, "core", "src"));

async function newestChange(file: string): Promise<number> {
  const info = await stat(file).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(file);
  const times = await Promise.all(entries.map((entry) => newestChange(path.join(file, entry))));
  return Math.max(info.mtimeMs, ...times);
}

async function main() {
  const built = (await stat(BUILT).catch(() => null))?.mtimeMs ?? 0;
  const changed = Math.max(...(await Promise.all(INPUTS.map(newestChange))));
  if (built > changed) return;
  console.log(built ? "web app sources changed: rebuilding web/dist" : "building the web app into web/dist");
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: REPO_ROOT, stdio: "inherit" });
  // The API still starts: it serves the previous build, or a page saying how to build.
  if (build.status !== 0) console.warn("web app build failed; starting the API anyway");
}

await main();
