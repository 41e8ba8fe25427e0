import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

/** What the web bundle is built from: the app itself and the core code it bundles. */
const SOURCES = ["web/src", "web/index.html", "web/public", "web/vite.config.ts", "core/src"];
const BUILT = "web/dist/index.html";

/** Newest modification time of a file or anything below a folder; 0 when it does not exist. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Builds web/dist unless it is newer than every source, so the server hosts the code under test. */
export function ensureWebBuild(): void {
  const built = newestChange(join(REPO_ROOT, BUILT));
  const changed = Math.max(...SOURCES.map((path) => newestChange(join(REPO_ROOT, path))));
  if (built > changed) return;
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: REPO_ROOT, encoding: "utf8" });
  if (build.status !== 0) {
    throw new Error(`web build failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  }
}
