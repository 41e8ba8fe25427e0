import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** One measured figure: a name, a value, its unit and, where the issue sets one, the target. */
export type Figure = { name: string; value: number; unit: string; target?: string };

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "results");

/** Peak resident memory of this process so far, in MiB (maxRSS is reported in KiB). */
export const peakRssMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);

/**
 * Wall time and this process's CPU time (user + system) of `fn`. On a busy shared machine wall
 * time grows with everything else that runs; CPU time mostly does not, so a regression shows in it.
 */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs: number; result: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await fn();
  const used = process.cpuUsage(cpu);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { ms: round(performance.now() - start), cpuMs: round((used.user + used.system) / 1000), result };
}

/** Prints the figures as a table and writes them to bench/results/<name>.json. */
export function report(name: string, figures: Figure[], context: Record<string, unknown> = {}): void {
  printFigures(name, figures);
  mkdirSync(resultsDir, { recursive: true });
  const body = { bench: name, at: new Date().toISOString(), node: process.version, ...context, figures };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
}

/** The table alone: a partial run (a filtered bench) shows its figures without replacing the file. */
export function printFigures(name: string, figures: Figure[]): void {
  console.log(`\n${name}`);
  console.table(
    figures.map((f) => ({ figure: f.name, value: f.value, unit: f.unit, target: f.target ?? "" })),
  );
}
