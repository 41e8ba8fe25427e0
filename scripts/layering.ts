import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/**
 * The layering rules of docs/architecture.md#layering, checked on every import (static, dynamic
 * and re-export) of the repository's TypeScript. Relative imports are resolved to the folder they
 * land in, so `../player/x.js` from one web feature is seen as an import of another feature.
 */

/** Where an import lands: a package name, or a file path relative to the repository root. */
type Target = { kind: "package"; name: string } | { kind: "file"; path: string };

type Rule = {
  name: string;
  /** Why the rule exists: printed with every violation. */
  why: string;
  /** Files (repository-relative, `/`-separated) the rule applies to. */
  appliesTo: (file: string) => boolean;
  violates: (target: Target, file: string) => boolean;
};

export type Violation = { file: string; line: number; specifier: string; rule: Rule };

const isTest = (file: string) => /(^|\/)test\//.test(file) || /\.test\.tsx?$/.test(file);
const under = (file: string, folder: string) => file.startsWith(`${folder}/`);
const isPackage = (target: Target, name: string) =>
  target.kind === "package" && (target.name === name || target.name.startsWith(`${name}/`));

const NODE_BUILTINS = new Set(builtinModules);
/** Packages that reach a database, the network or the file system. */
const IO_PACKAGES = [
  "drizzle-orm",
  "postgres",
  "pg",
  "@electric-sql/pglite",
  "fastify",
  "@fastify",
  "mercurius",
  "ioredis",
  "redis",
  "undici",
  "node-fetch",
  "axios",
  "ky",
];
const isIo = (target: Target) =>
  target.kind === "package" &&
  (target.name.startsWith("node:") ||
    NODE_BUILTINS.has(target.name.split("/")[0] ?? "") ||
    IO_PACKAGES.some((name) => isPackage(target, name)));
const isWorkspace = (target: Target, workspace: string) =>
  isPackage(target, `@fragboard/${workspace}`) || (target.kind === "file" && under(target.path, workspace));

/**
 * Server folders that may use the tables and build queries: the database layer, the repositories
 * (one folder per table group), and the two bulk writers that fill tables wholesale in one
 * transaction: ingest (played maps, lines, aggregates) and the seed (truncate and COPY every table).
 */
const QUERY_FOLDERS = ["server/src/db", "server/src/repositories", "server/src/ingest", "server/src/seed"];

/** `web/src/features/players/x/y.tsx` -> `players`. */
const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

export const RULES: Rule[] = [
  {
    name: "core is pure: no I/O",
    why: "the engine and the rules run unchanged in the server, the browser, the simulator and tests, and a figure stays a function of its inputs",
    appliesTo: (file) => under(file, "core"),
    violates: isIo,
  },
  {
    name: "core imports no other workspace",
    why: "every workspace depends on core; core depending back on one would make the layers a cycle",
    appliesTo: (file) => under(file, "core"),
    violates: (target) =>
      (target.kind === "package" &&
        target.name.startsWith("@fragboard/") &&
        !isPackage(target, "@fragboard/core")) ||
      (target.kind === "file" && !under(target.path, "core")),
  },
  {
    name: "only the seed imports the simulator",
    why: "the simulator invents data: a production path that used it would show invented figures for a real league (only server/src/seed/, tests and benchmarks may import @fragboard/sim)",
    appliesTo: (file) =>
      !isTest(file) &&
      !under(file, "sim") &&
      !under(file, "bench") &&
      !under(file, "e2e") &&
      !under(file, "server/src/seed") &&
      !under(file, "scripts"),
    violates: (target) => isWorkspace(target, "sim"),
  },
  {
    name: "only repositories query the database",
    why: "SQL lives behind the repositories of server/src/repositories/<group> (and the bulk writers in server/src/db, ingest and seed), so a table's reads are found in one place and a route or resolver changes without touching a query",
    appliesTo: (file) =>
      under(file, "server/src") && !isTest(file) && !QUERY_FOLDERS.some((folder) => under(file, folder)),
    violates: (target) =>
      isPackage(target, "drizzle-orm") ||
      (target.kind === "file" && under(target.path, "server/src/db/schema")),
  },
  {
    name: "the web never imports the server",
    why: "the browser talks HTTP; server code (database, secrets) must never reach a bundle",
    appliesTo: (file) => under(file, "web"),
    violates: (target) => isWorkspace(target, "server"),
  },
  {
    name: "a web feature never imports another feature or app/",
    why: "app/ composes the features; what two features share belongs in web/src/components/ui or web/src/lib",
    appliesTo: (file) => featureOf(file) !== undefined,
    violates: (target, file) =>
      target.kind === "file" &&
      (under(target.path, "web/src/app") ||
        (featureOf(target.path) !== undefined && featureOf(target.path) !== featureOf(file))),
  },
  {
    name: "shared web code never imports a feature or app/",
    why: "components/ui and lib are what features share; importing a feature back would tie every feature to it",
    appliesTo: (file) => under(file, "web/src/components") || under(file, "web/src/lib"),
    violates: (target) =>
      target.kind === "file" && (under(target.path, "web/src/app") || under(target.path, "web/src/features")),
  },
];

const toPosix = (path: string) => path.split(sep).join("/");

function targetOf(specifier: string, file: string, root: string): Target {
  if (!specifier.startsWith(".")) return { kind: "package", name: specifier };
  return { kind: "file", path: toPosix(relative(root, resolve(root, dirname(file), specifier))) };
}

/** Every import of one file (static, dynamic, `export … from`, `import type`) with its line. */
export function importsOf(source: string): { specifier: string; line: number }[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const lineStarts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number) => lineStarts.findLastIndex((start) => start <= pos) + 1;
  return importedFiles.map((f) => ({ specifier: f.fileName, line: lineOf(f.pos) }));
}

/** Every import in `files` (repository-relative paths under `root`) that breaks a rule. */
export function findViolations(root: string, files: readonly string[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const rules = RULES.filter((rule) => rule.appliesTo(file));
    if (rules.length === 0) continue;
    for (const { specifier, line } of importsOf(readFileSync(join(root, file), "utf8"))) {
      const target = targetOf(specifier, file, root);
      for (const rule of rules) {
        if (rule.violates(target, file)) violations.push({ file, line, specifier, rule });
      }
    }
  }
  return violations;
}

export const describeViolation = ({ file, line, specifier, rule }: Violation) =>
  `${file}:${line} imports "${specifier}": ${rule.name} — ${rule.why}. (docs/architecture.md#layering)`;
