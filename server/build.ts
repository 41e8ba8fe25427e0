import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { bundleOptions } from "./bundle-options.js";

/**
 * `npm run build -w server`: the production server as one JavaScript file (`dist/main.js`), run
 * by plain node, so `npm start` pays neither for TypeScript compilation at start-up nor for tsx in
 * memory.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  ...bundleOptions,
  entryPoints: [path.join(here, "src/main.ts")],
  outfile: path.join(here, "dist/main.js"),
});
