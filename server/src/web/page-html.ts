import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { PagePath } from "@fragboard/core";
import type { DataPreload } from "./page-data.js";

/**
 * index.html as each page is sent: with a `<link rel="modulepreload">` for every chunk of that page's
 * code that index.html does not already load (dist/page-preloads.json, written by the web build's
 * web/vite-plugins/page-preloads.ts). Without them the browser learns of the page's chunk only once
 * the app's code has run, a request chain later (docs/architecture.md "The web app"). The data
 * the page starts with (page-data.ts) is named too, as `<link rel="preload">`.
 * Both files are read again when index.html changes, so a rebuild under a running server is served.
 */

/** Our build's own asset names: anything else in the list is not written into the page. */
const ASSET = /^\/assets\/[\w.-]+\.js$/;

type Built = {
  mtimeMs: number;
  html: string;
  preloads: Partial<Record<string, string[]>>;
  pages: Map<string, string>;
};

export function pageHtml(distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  let built: Promise<Built> | undefined;

  async function load(mtimeMs: number): Promise<Built> {
    const [html, preloads] = await Promise.all([
      readFile(indexFile, "utf8"),
      readFile(path.join(distDir, "page-preloads.json"), "utf8").then(
        (text) => JSON.parse(text) as Built["preloads"],
        () => ({}),
      ),
    ]);
    return { mtimeMs, html, preloads, pages: new Map() };
  }

  /** The HTML for a page of core's PAGES, or index.html as built when there is none (a 404). */
  return async function htmlFor(page: PagePath | undefined, data: DataPreload[] = []): Promise<string> {
    const { mtimeMs } = await stat(indexFile);
    let current = await built;
    if (current?.mtimeMs !== mtimeMs) {
      built = load(mtimeMs);
      current = await built;
    }
    const { html, preloads, pages } = current;
    if (!page) return html;
    let sent = pages.get(page);
    if (sent === undefined) {
      const links = (preloads[page] ?? [])
        .filter((file) => ASSET.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
      sent = links.length ? html.replace("</head>", `${links.join("\n")}\n</head>`) : html;
      pages.set(page, sent);
    }
    return data.length ? sent.replace("</head>", `${data.map(dataLink).join("\n")}\n</head>`) : sent;
  };
}

/** As index.html's own preload of the season metadata: what fetch() and <img> will then use. */
function dataLink({ href, as }: DataPreload): string {
  const attributes =
    as === "fetch" ? 'as="fetch" crossorigin="anonymous"' : 'as="image" fetchpriority="high"';
  return `<link rel="preload" href="${escapeAttribute(href)}" ${attributes}>`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
