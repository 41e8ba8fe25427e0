import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { relative } from "node:path";
import type { Reporter, TestCase, TestModule, Vitest } from "vitest/node";

/**
 * A vitest reporter that ends a run with the suite's figures, so CI's output shows where the time
 * goes: each project's wall time (its first file's start to its last file's end; projects
 * overlap) and the ten slowest files, with how much of each was importing it before its hooks
 * and tests ran (docs/testing.md). A test may report figures of its own (`meta.figures`: the
 * engine's one-map ingest and recompute, server/test/ingest/ingest.test.ts); they are printed too.
 */

type TestFigure = { name: string; ms: number; cpuMs: number };

type FileFigure = {
  project: string;
  file: string;
  seconds: number;
  imports: number;
  cpu?: number;
  rssMb?: number;
  heapMb?: number;
  worker?: number;
};
type ProjectSpan = { start: number; end: number; files: number };

const SLOWEST = 10;
type Meta = { cpuSeconds?: number; rssMb?: number; heapMb?: number; worker?: number };
const pick = ({ cpuSeconds, rssMb, heapMb, worker }: Meta) => ({ cpu: cpuSeconds, rssMb, heapMb, worker });
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SuiteFigures implements Reporter {
  private readonly spans = new Map<string, ProjectSpan>();
  private readonly files: FileFigure[] = [];
  private readonly testFigures: TestFigure[] = [];
  private runStart = Date.now();
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.runStart = Date.now();
    this.root = vitest.config.root;
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name || "default";
    const span = this.spans.get(name);
    if (!span) this.spans.set(name, { start: Date.now(), end: Date.now(), files: 0 });
  }

  onTestModuleEnd(module: TestModule) {
    const name = module.project.name || "default";
    const span = this.spans.get(name) ?? { start: Date.now(), end: Date.now(), files: 0 };
    span.end = Date.now();
    span.files++;
    this.spans.set(name, span);
    const d = module.diagnostic();
    // duration covers the tests and their hooks; the rest is the worker getting the file ready.
    const imports = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
    this.files.push({
      project: name,
      file: relative(this.root, module.moduleId),
      seconds: (imports + d.duration) / 1000,
      imports: imports / 1000,
      ...pick(module.meta() as Meta),
    });
  }

  onTestCaseResult(test: TestCase) {
    const { figures } = test.meta() as { figures?: TestFigure[] };
    if (figures) this.testFigures.push(...figures);
  }

  onTestRunEnd() {
    if (this.files.length === 0) return;
    const lines = [
      `\nSuite figures (run ${s(Date.now() - this.runStart)} wall, load ${loadavg()[0]?.toFixed(1)})`,
    ];
    for (const [name, span] of [...this.spans].sort(([a], [b]) => a.localeCompare(b))) {
      const cpu = this.files.filter((f) => f.project === name && f.cpu !== undefined);
      const total = cpu.reduce((sum, f) => sum + (f.cpu ?? 0), 0);
      const most = (of: (f: FileFigure) => number | undefined) =>
        Math.max(...this.files.flatMap((f) => (f.project === name ? [of(f) ?? 0] : [])));
      lines.push(
        `  ${name.padEnd(6)} ${s(span.end - span.start).padStart(8)} wall, ${span.files} files` +
          (cpu.length > 0 ? `, ${total.toFixed(0)} s CPU in its workers` : "") +
          // Highest resident memory of a worker at a file's end: a leak between files climbs it.
          (cpu.length > 0
            ? `, worker RSS up to ${most((f) => f.rssMb).toFixed(0)} MB, heap up to ${most((f) => f.heapMb).toFixed(0)} MB`
            : ""),
      );
    }
    lines.push(`Slowest ${SLOWEST} files (import + hooks + tests; CPU of the worker where measured):`);
    for (const f of [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST))
      lines.push(
        `  ${`${f.seconds.toFixed(1)} s`.padStart(8)}  (import ${f.imports.toFixed(1)} s${f.cpu === undefined ? "" : `, CPU ${f.cpu.toFixed(1)} s`})  ${f.project.padEnd(5)} ${f.file}`,
      );
    if (this.testFigures.length > 0) lines.push("Figures measured by tests (wall; CPU of the worker):");
    for (const f of this.testFigures)
      lines.push(`  ${`${f.ms.toFixed(1)} ms`.padStart(10)}  (CPU ${f.cpuMs.toFixed(1)} ms)  ${f.name}`);
    process.stdout.write(`${lines.join("\n")}\n`);
    // Every file's figures, to compare two runs file by file (docs/testing.md).
    const out = process.env.SUITE_FIGURES_JSON;
    if (out) writeFileSync(out, `${JSON.stringify(this.files, null, 1)}\n`);
  }
}
