import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pagePreloads } from "./vite-plugins/page-preloads.js";
import { precompress } from "./vite-plugins/precompress.js";

// The Host header is kept: sign-in builds {origin}/cb from it and writes check Origin against it.
const api = { "/api": { target: process.env.FRAGBOARD_API ?? "http://localhost:3000", changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads(), precompress()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Hashed file names (Vite's default) let the server cache assets forever.
    assetsDir: "assets",
    rolldownOptions: {
      treeshake: {
        // core's barrel also re-exports zod schemas the browser never runs; its modules only
        // declare things, so whatever is not imported can be dropped, zod calls included.
        moduleSideEffects: [{ test: /\/core\/src\//, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
      // Everything the entry imports statically in one chunk with it: left to itself the bundler
      // split it into a dozen small chunks shared with the pages, a dozen requests on every first
      // load where six connections queue them (docs/architecture.md "The web app").
      output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
    },
  },
});
