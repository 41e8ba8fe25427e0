import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { setPriority } from "node:os";
import { failedLines, lastLines } from "./failed-lines.js";

/**
 * `npm test` (what CI runs), as three runs side by side instead of one after the other: the
 * checks (`npm run check`: biome, layering, types, knip), the node and web test projects, and the
 * browser journeys (e2e, one browser at a time against its own server, so it overlaps the others
 * rather than waiting for them). Node and web keep the terminal; the other two's output is held
 * and printed after, so nothing interleaves; every run's failed tests are listed again last. The
 * checks run at a lower priority: they have no timeouts, the tests do. Fails when any fails. Arguments make it one vitest run of just those
 * (`npm test -- server/test/db.test.ts`), with the checks beside it. docs/testing.md.
 */

type Run = { name: string; child: ChildProcess; started: number; held: boolean; output: () => string };
type Outcome = { name: string; code: number; seconds: number; held: boolean; output: string };

/** Output is kept whole (for the failures' list at the end); a run that is not held also shows it live. */
function start(name: string, command: string, args: string[], held: boolean): Run {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (live: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk;
    if (!held) live.write(chunk);
  };
  child.stdout?.on("data", keep(process.stdout));
  child.stderr?.on("data", keep(process.stderr));
  return { name, child, started: Date.now(), held, output: () => output };
}

async function finished({ name, child, started, held, output }: Run): Promise<Outcome> {
  const [code] = (await once(child, "exit")) as [number | null];
  return { name, code: code ?? 1, seconds: (Date.now() - started) / 1000, held, output: output() };
}

async function main() {
  const started = Date.now();
  const chosen = process.argv.slice(2);
  const check = start("check", "npm", ["run", "--silent", "check"], true);
  if (check.child.pid) setPriority(check.child.pid, 10);
  const runs =
    chosen.length > 0
      ? [check, start("tests", "npx", ["vitest", "run", ...chosen], false)]
      : [
          check,
          start("node+web", "npx", ["vitest", "run", "--project", "node", "--project", "web"], false),
          start("e2e", "npx", ["vitest", "run", "--project", "e2e"], true),
        ];
  const outcomes = await Promise.all(runs.map(finished));
  for (const { name, held, output } of outcomes)
    if (held && output.trim()) process.stdout.write(`\n── ${name} ──\n${output.trimEnd()}\n`);
  process.stdout.write("\n");
  for (const { name, code, output } of outcomes) {
    const lines = failedLines(output);
    for (const line of lines) process.stdout.write(`${name}: ${line}\n`);
    // A failure no line names (a crashed worker, an error of vitest's own): its end says why.
    if (code !== 0 && lines.length === 0)
      process.stdout.write(`${name} failed without a FAIL line; its last lines:\n${lastLines(output, 40)}\n`);
  }
  for (const { name, code, seconds } of outcomes)
    process.stdout.write(
      `${name.padEnd(9)} ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s\n`,
    );
  process.stdout.write(`npm test: ${((Date.now() - started) / 1000).toFixed(0)} s wall\n`);
  process.exitCode = outcomes.every((o) => o.code === 0) ? 0 : 1;
}

await main();
