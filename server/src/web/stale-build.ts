import { spawnSync } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../config.js";

/**
 * Builds the web app (~4 s) when web/dist is missing or older than any of its inputs, so a fresh
 * checkout or a pull serves the current app without paying for a build on every start. Used by
 * the root `npm start` and by the browser journeys and Lighthouse bench.
 */

const WEB = path.join(REPO_ROOT, "web");
const BUILT = path.join(WEB, "dist", "index.html");
/** What the bundle is made of: the app, its static files, its config and core (which it imports). */
const INPUTS = ["src", "public", "index.html", "vite.config.ts", "vite-plugins", "package.json"]
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

/** Returns whether it built; `ok` is false when the build failed. */
export async function buildWebIfStale(
  log: (line: string) => void = () => {},
): Promise<{ built: boolean; ok: boolean; output: string }> {
  const built = (await stat(BUILT).catch(() => null))?.mtimeMs ?? 0;
  const changed = Math.max(...(await Promise.all(INPUTS.map(newestChange))));
  if (built > changed) return { built: false, ok: true, output: "" };
  log(built ? "web app sources changed: rebuilding web/dist" : "building the web app into web/dist");
  // Always a production bundle, even when called from a test runner that set NODE_ENV=test
  // (React would otherwise ship its development build).
  const build = spawnSync("npm", ["run", "build", "-w", "web"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  return { built: true, ok: build.status === 0, output: `${build.stdout}\n${build.stderr}` };
}
