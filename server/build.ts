import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { bundleOptions, SEED_WORKER_ENTRY } from "./bundle-options.js";

/**
 * `npm run build -w server`: the production server as one JavaScript file (`dist/main.js`, and
 * the seed's worker beside it), run by plain node, so `npm start` pays neither for TypeScript
 * compilation at start-up nor for tsx in memory.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  ...bundleOptions,
  entryPoints: { main: path.join(here, "src/main.ts"), ...SEED_WORKER_ENTRY(here) },
  outdir: path.join(here, "dist"),
});
