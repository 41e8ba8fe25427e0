import type { Plugin } from "vite";
import { PAGE_MODULES } from "../src/app/page-modules.js";

/**
 * Writes dist/page-preloads.json: for each page path of core's PAGES, the file of its module's chunk
 * (web/src/app/page-modules.ts) and of the chunks that one imports, less what index.html loads. The server names them
 * as `<link rel="modulepreload">` in that page's HTML (server/src/web/page-html.ts), so a first
 * visit fetches the page's code alongside the app's instead of a request chain later.
 */

export const PAGE_PRELOADS_FILE = "page-preloads.json";

export function pagePreloads(): Plugin {
  return {
    name: "fragboard-page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" ? [[file.fileName, file] as const] : [],
        ),
      );
      const withImports = (fileName: string, into: Set<string>): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const loadedByIndex = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) withImports(chunk.fileName, loadedByIndex);

      // The chunk holding the module: its own, or the entry's for a page bundled with the app.
      const chunkOf = (module: string) =>
        [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/src/${module}`)));
      const preloads: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(PAGE_MODULES)) {
        const files = new Set<string>();
        for (const module of [modules].flat()) {
          const chunk = chunkOf(module);
          if (!chunk)
            this.error(`no chunk of ${module}, a module of page ${page} (web/src/app/page-modules.ts)`);
          withImports(chunk.fileName, files);
        }
        preloads[page] = [...files].filter((file) => !loadedByIndex.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
