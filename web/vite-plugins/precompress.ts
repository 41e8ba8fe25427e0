import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every script and stylesheet of the build,
 * compressed once at the highest levels; the server sends them as they are (@fastify/static's
 * `preCompressed`, server/src/web/hosting.ts). Compressing on each request cost the server
 * 30-90 ms per big chunk, in the middle of a page's first load (docs/architecture.md "The web app").
 */

const COMPRESSED = /\.(js|css)$/;
/** As the server's own threshold: below it the encoding costs more than it saves. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function precompress(): Plugin {
  return {
    name: "fragboard-precompress",
    apply: "build",
    // After the files are written: every plugin's last change to them is in.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSED.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            const body = await readFile(file);
            if (body.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
