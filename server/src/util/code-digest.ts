import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../config.js";

/**
 * A digest of the files that decide what a build produces (a test database, a seeded league):
 * `items` are paths from the repository root, files or folders walked in name order; test files
 * (`*.test.ts`) are left out, as they change no build. Used to key what tests keep between runs.
 */
export function codeDigest(items: readonly string[]): string {
  const hash = createHash("sha256");
  const add = (relative: string) => {
    const full = path.join(REPO_ROOT, relative);
    if (!statSync(full).isDirectory()) {
      hash.update(relative).update(readFileSync(full));
      return;
    }
    const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries)
      if (entry.isDirectory() || !entry.name.endsWith(".test.ts")) add(path.join(relative, entry.name));
  };
  for (const item of items) add(item);
  return hash.digest("hex").slice(0, 16);
}
