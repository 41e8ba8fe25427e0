import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Our four: the suite's figures (wall time per project, slowest files), a loud list of
    // suites whose setup failed (vitest counts their tests as skipped), the tests that passed
    // only on a retry, and errors outside any test: docs/testing.md.
    reporters: [
      "default",
      "./scripts/suite-figures.ts",
      "./scripts/setup-failures.ts",
      "./scripts/retried-tests.ts",
      "./scripts/unhandled-errors.ts",
    ],
    // Two workers on two cores: a node file waits on PostgreSQL, child servers and timers for two
    // thirds of its wall time, and vitest's default (cores - 1) gave the node and web projects one
    // worker between them (node alone: 918 s wall with one, 638 s with two, same load).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "node",
          include: ["{core,sim,server,bench,scripts}/test/**/*.test.ts"],
          // Each file's CPU seconds, for the suite figures.
          setupFiles: ["scripts/file-cpu.ts"],
          // CI shares its machine and runs the three projects at once: a test that takes 3 s
          // alone took 50 s at load 20.
          testTimeout: 120_000,
          // A test league is copied from a snapshot in about a second (server/test/helpers/
          // snapshots.ts); building a snapshot (CI: every run) took over 180 s at load 20.
          hookTimeout: 600_000,
          pool: "forks",
          // Files share their worker's loaded modules (the server's import graph costs seconds
          // per file); each still opens its own databases and apps, and no test stubs a module.
          isolate: false,
        },
      },
      // The web app brings its own config (jsdom, React plugin).
      "web/vitest.config.ts",
      {
        // Browser journeys against one production server; two cores cannot run browsers side by side.
        test: {
          name: "e2e",
          include: ["e2e/test/**/*.test.ts"],
          // After node and web when one run takes all projects: its single worker differs from theirs.
          sequence: { groupOrder: 1 },
          globalSetup: ["e2e/test/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          // A journey that fails is run once more (as Playwright's own runner does on CI): on CI's
          // shared, loaded machine a page can come later than any bound we set. Each such pass is
          // named as RETRIED at the end of `npm test` (scripts/retried-tests.ts), never silent.
          retry: 1,
          // CI's machine is shared and runs this beside the node and web projects: vitest's 1 s
          // default for expect.poll failed reads that merely came late (a list after its fetch).
          expect: { poll: { timeout: 20_000, interval: 100 } },
          hookTimeout: 300_000,
          pool: "forks",
          // One worker keeps the modules it loaded (playwright, core, axe) from file to file instead of
          // importing them again for each; every file connects to the run's one browser (global setup).
          isolate: false,
        },
      },
    ],
  },
});
