import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: ["{core,sim,server,bench}/test/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: "forks",
        },
      },
      // The web app brings its own config (jsdom, React plugin).
      "web/vitest.config.ts",
    ],
  },
});
