import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findCycles } from "./import-cycles.js";
import { describeViolation, findViolations } from "./layering.js";

/**
 * `npm run check:layering [-- root]` (part of `npm run check`): fails when an import breaks a
 * layering rule of docs/architecture.md#layering, or when files import each other in a cycle.
 * The root defaults to this repository.
 */

const WORKSPACES = ["core", "sim", "server", "web", "e2e", "bench"];
const SKIPPED = new Set(["node_modules", "dist", "results"]);

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..");
const files = WORKSPACES.flatMap((workspace) => sourceFiles(root, workspace));
const failures = findViolations(root, files);
for (const v of failures) console.error(describeViolation(v));
const cycles = findCycles(root, files);
for (const cycle of cycles)
  console.error(
    `import cycle: ${cycle.join(" -> ")} — move what both need to a module of its own. (docs/architecture.md#layering)`,
  );
if (failures.length > 0 || cycles.length > 0) {
  console.error(`layering: ${failures.length} violation(s), ${cycles.length} import cycle(s)`);
  process.exit(1);
}
console.log(`layering: ${files.length} files, no violations, no import cycles`);
