import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: ["{core,sim,server,bench,scripts}/test/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: "forks",
        },
      },
      // The web app brings its own config (jsdom, React plugin).
      "web/vitest.config.ts",
      {
        // Browser journeys against one production server; two cores cannot run browsers side by side.
        test: {
          name: "e2e",
          include: ["e2e/test/**/*.test.ts"],
          globalSetup: ["e2e/test/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
          pool: "forks",
        },
      },
    ],
  },
});
