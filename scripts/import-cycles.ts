import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { importsOf } from "./layering.js";

/**
 * Import cycles between the repository's own files (docs/architecture.md#layering): every
 * relative import counts, `import type` included, since a cycle of types still ties the modules'
 * meaning together and becomes a runtime cycle the day one of them imports a value.
 */

const toPosix = (path: string) => path.split(sep).join("/");

/** The file a relative specifier names: `./x.js` is `x.ts`, `x.tsx` or `x/index.ts`. */
function resolveFile(root: string, from: string, specifier: string): string | null {
  const base = resolve(root, dirname(from), specifier).replace(/\.js$/, "");
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate)) return toPosix(relative(root, candidate));
  }
  return null;
}

/** Each file's imports of other files in `files`. */
function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(join(root, file), "utf8"))
      .filter(({ specifier }) => specifier.startsWith("."))
      .map(({ specifier }) => resolveFile(root, file, specifier))
      .filter((target): target is string => target !== null && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * One cycle per group of files that import each other (a strongly connected component, Tarjan's
 * algorithm), shown as the path that closes it: `a.ts -> b.ts -> a.ts`.
 */
export function findCycles(root: string, files: readonly string[]): string[][] {
  const graph = importGraph(root, files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components.map((component) => cyclePath(graph, new Set(component)));
}

/** A shortest path from the component's first file (by name) back to itself, inside the component. */
function cyclePath(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
