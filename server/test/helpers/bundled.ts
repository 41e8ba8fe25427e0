import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { bundleOptions, SEED_WORKER_ENTRY } from "../../bundle-options.js";
import { REPO_ROOT } from "../../src/config.js";

/**
 * The server, or a helper script of the tests, bundled as `npm start`'s server is
 * (bundle-options.ts) for a child process to run with plain node. Loading the TypeScript sources
 * through tsx instead made each child's start cost twice to two and a half times the CPU (the
 * server's start to its first line: 2.1 s against 0.95 s with tsx's transpile cache warm, 6.6 s
 * against 2.8 s cold), and tests start such children a dozen times a run.
 */

const ENTRIES = {
  main: "server/src/main.ts",
  "ingest-until-killed": "server/test/helpers/ingest-until-killed.ts",
  "outbox-until-killed": "server/test/helpers/outbox-until-killed.ts",
} as const;

const built = new Map<keyof typeof ENTRIES, Promise<string>>();

/**
 * The path of the entry's bundle, built once per worker: `server/dist/test-<name>.js`, at
 * src/main.ts's depth. Workers building the same entry at once each write their own files and
 * rename them into place, so a child never reads a half-written bundle.
 */
export function bundled(name: keyof typeof ENTRIES): Promise<string> {
  let path = built.get(name);
  if (!path) {
    path = bundle(name);
    built.set(name, path);
  }
  return path;
}

async function bundle(name: keyof typeof ENTRIES): Promise<string> {
  const outfile = join(REPO_ROOT, "server/dist", `test-${name}.js`);
  // A server may seed, and the seed starts its worker from beside the bundle (dist/seed-worker.js,
  // built from the same sources as `npm run build` builds it).
  const { outputFiles } = await build({
    ...bundleOptions,
    entryPoints: {
      [`test-${name}`]: join(REPO_ROOT, ENTRIES[name]),
      ...(name === "main" ? SEED_WORKER_ENTRY(join(REPO_ROOT, "server")) : {}),
    },
    outdir: dirname(outfile),
    write: false,
  });
  mkdirSync(dirname(outfile), { recursive: true });
  // The source maps and the worker first: the bundle names them.
  for (const file of [...outputFiles].sort(
    (a, b) => Number(a.path === outfile) - Number(b.path === outfile),
  )) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return outfile;
}
