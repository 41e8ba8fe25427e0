import { afterAll } from "vitest";

/**
 * A setup file of the node project: records how much CPU its worker spent on each test file
 * (importing it, its hooks and tests; not the child processes or database servers it uses), for
 * the suite figures (scripts/suite-figures.ts). On a shared machine wall time says more about the
 * neighbours than about the file; CPU seconds compare from run to run. Also the worker's resident
 * memory as the file ends (resident, and the JavaScript heap, which has a limit that kills the
 * worker) and its process id: a worker runs many files, and memory one file keeps (an unclosed
 * database holds 100+ MB) shows as a figure that climbs from file to file of one worker.
 */

const started = process.cpuUsage();

// biome-ignore lint/correctness/noEmptyPattern: vitest takes a hook's first parameter for fixtures and wants it destructured; the file is the second
afterAll(({}, file) => {
  const { user, system } = process.cpuUsage(started);
  const meta = file.meta as { cpuSeconds?: number; rssMb?: number; heapMb?: number; worker?: number };
  meta.cpuSeconds = (user + system) / 1e6;
  const { rss, heapUsed } = process.memoryUsage();
  meta.rssMb = rss / 2 ** 20;
  meta.heapMb = heapUsed / 2 ** 20;
  meta.worker = process.pid;
});
