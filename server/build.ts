import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

/**
 * `npm run build -w server`: the production server as one JavaScript file (`dist/main.js`), run
 * by plain node, so `npm start` pays neither for TypeScript compilation at start-up nor for tsx in
 * memory. The workspace packages (core, sim) are TypeScript sources and are bundled in; everything
 * from the registry stays an import of node_modules (PGlite loads its WebAssembly from there).
 */

const here = path.dirname(fileURLToPath(import.meta.url));

const registryPackagesExternal: Plugin = {
  name: "registry-packages-external",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@fragboard/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(here, "src/main.ts")],
  // At the same depth as src/main.ts: paths built from import.meta.url (REPO_ROOT) stay right.
  outfile: path.join(here, "dist/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [registryPackagesExternal],
  logLevel: "warning",
});
