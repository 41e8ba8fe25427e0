import { execFileSync } from "node:child_process";
import { REPO_ROOT } from "../../config.js";

/** What /api/version reports: fixed for the life of the process, so the update banner sees a new
 * commit only after a redeploy. */
export type Version = { commit: string; builtAt: string };

const startedAt = new Date().toISOString();

export function readVersion(commitFromEnv: string | null): Version {
  return { commit: commitFromEnv ?? gitHead() ?? "unknown", builtAt: startedAt };
}

function gitHead(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      stdio: "pipe",
    }).trim();
  } catch {
    return null;
  }
}
