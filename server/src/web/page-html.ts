import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { PagePath } from "@fragboard/core";
import type { DataPreload } from "./page-data.js";
import type { PageMeta } from "./page-meta.js";

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

  /**
   * The HTML for a page of core's PAGES, or index.html as built when there is none; a page sent
   * with 404 (`notFound`) tells crawlers not to index it.
   */
  return async function htmlFor(
    page: PagePath | undefined,
    data: DataPreload[] = [],
    meta?: PageMeta,
    notFound = false,
  ): Promise<string> {
    const { mtimeMs } = await stat(indexFile);
    let current = await built;
    if (current?.mtimeMs !== mtimeMs) {
      built = load(mtimeMs);
      current = await built;
    }
    const { html, preloads, pages } = current;
    const indexed = (sent: string) => (notFound ? sent.replace("</head>", `${NOINDEX}\n</head>`) : sent);
    if (!page) return indexed(html);
    let sent = pages.get(page);
    if (sent === undefined) {
      const links = (preloads[page] ?? [])
        .filter((file) => ASSET.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
      sent = links.length ? html.replace("</head>", `${links.join("\n")}\n</head>`) : html;
      pages.set(page, sent);
    }
    const withData = data.length
      ? sent.replace("</head>", `${data.map(dataLink).join("\n")}\n</head>`)
      : sent;
    const withFeed = meta?.feed ? withData.replace("</head>", `${feedLink(meta.feed)}\n</head>`) : withData;
    return indexed(meta?.title ? withMeta(withFeed, meta) : withFeed);
  };
}

const NOINDEX = '<meta name="robots" content="noindex">';

/** The page's own title and description, and the Open Graph tags a link preview reads. */
function withMeta(html: string, { title = "", description, image }: PageMeta): string {
  const full = `${title} · Fragboard`;
  const tags = [
    `<meta property="og:title" content="${escapeAttribute(full)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Fragboard">`,
    ...(description ? [`<meta property="og:description" content="${escapeAttribute(description)}">`] : []),
    ...(image ? [`<meta property="og:image" content="${escapeAttribute(image)}">`] : []),
  ];
  let sent = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(full)}</title>`);
  if (description)
    sent = sent.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(description)}" />`,
    );
  return sent.replace("</head>", `${tags.join("\n")}\n</head>`);
}

/** Feed readers' autodiscovery of the page's feed. */
const feedLink = ({ title, href }: { title: string; href: string }) =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(title)}" href="${escapeAttribute(href)}">`;

/** As index.html's own preload of the season metadata: what fetch() and <img> will then use. */
function dataLink({ href, as }: DataPreload): string {
  const attributes =
    as === "fetch" ? 'as="fetch" crossorigin="anonymous"' : 'as="image" fetchpriority="high"';
  return `<link rel="preload" href="${escapeAttribute(href)}" ${attributes}>`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
