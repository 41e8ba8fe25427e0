import { afterAll } from "vitest";

/**
 * A setup file of the node project: records how much CPU its worker spent on each test file
 * (importing it, its hooks and tests; not the child processes or database servers it uses), for
 * the suite figures (scripts/suite-figures.ts). On a shared machine wall time says more about the
 * neighbours than about the file; CPU seconds compare from run to run.
 */

const started = process.cpuUsage();

// biome-ignore lint/correctness/noEmptyPattern: vitest takes a hook's first parameter for fixtures and wants it destructured; the file is the second
afterAll(({}, file) => {
  const { user, system } = process.cpuUsage(started);
  (file.meta as { cpuSeconds?: number }).cpuSeconds = (user + system) / 1e6;
});
