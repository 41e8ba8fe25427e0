import type { BuildOptions, Plugin } from "esbuild";

/**
 * How the server's code is bundled for plain node: `npm run build -w server` (build.ts) and the
 * tests that start the server or a helper script in a child process (test/helpers/bundled.ts).
 * The workspace packages (core, sim) are TypeScript sources and are bundled in; everything from
 * the registry stays an import of node_modules (PGlite loads its WebAssembly from there). A bundle
 * must be written at the same depth as src/main.ts, so paths built from import.meta.url
 * (REPO_ROOT) stay right.
 */

/** The seed's map worker (seed/map-batches.ts starts `seed-worker.js` beside the server's bundle). */
export const SEED_WORKER_ENTRY = (serverDir: string) => ({
  "seed-worker": `${serverDir}/src/seed/map-worker.ts`,
});

const registryPackagesExternal: Plugin = {
  name: "registry-packages-external",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@fragboard/") ? undefined : { path: args.path, external: true },
    );
  },
};

export const bundleOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [registryPackagesExternal],
  logLevel: "warning",
} satisfies BuildOptions;
