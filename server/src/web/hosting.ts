import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { matchPage, type PagePath } from "@fragboard/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerNotFound } from "../http/errors.js";
import type { PageDataPreloads } from "./page-data.js";
import { pageHtml } from "./page-html.js";
import type { PageMeta } from "./page-meta.js";

/**
 * The built web app (`npm run build -w web`) on the API's port: files as they are (scripts and
 * styles as the build's brotli or gzip copies, web/vite-plugins/precompress.ts), hashed assets
 * cached forever, and every page address of the app (core's PAGES) answered with index.html (the
 * page's own code preloaded: page-html.ts) so the app's router takes over. Any other address gets
 * index.html too, but with status 404: the app shows its not-found page and crawlers and link
 * checkers see the truth. Until the app is built, pages get a note saying how to build it.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html and the unhashed files (favicon) change with every build. */
const REVALIDATE = "no-cache";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fragboard</title></head>
<body>
<h1>Fragboard's API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build -w web</code> and restart the server
(<code>npm start</code> builds it for you when it is missing or out of date).</p>
<p>The API is at <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;

/** A page navigation: a GET for something that is neither the API nor a build asset. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "";
  if (pathname.startsWith("/api/") || pathname.startsWith("/assets/")) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}

/** A match's or player's title and tags; `found: false` = no such match or player (page-meta.ts). */
type PageMetaFor = (page: PagePath, pathname: string) => Promise<PageMeta | undefined>;

/**
 * Whether the franchise, team or article an address names exists (page-subjects.ts), and every
 * public page's address for the sitemap.
 */
export type PageSubjects = {
  exists: (
    page: PagePath,
    pathname: string,
    context: { search: URLSearchParams; signedIn: boolean },
  ) => Promise<boolean | undefined>;
  addresses: (origin: string) => Promise<string[]>;
};

/** A session travels as the `jwt` cookie or a bearer token (docs/auth.md). */
const hasSession = (request: FastifyRequest) =>
  /(?:^|;\s*)jwt=/.test(request.headers.cookie ?? "") || request.headers.authorization !== undefined;

/** The site's own origin for absolute addresses: PUBLIC_URL, else the one the request came to. */
const originOf = (request: FastifyRequest, publicUrl: string | null) =>
  publicUrl?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`;

/**
 * og:image as an absolute address: link previews (Discord, Slack, Facebook) do not resolve a path
 * against the page. Under PUBLIC_URL it already is one (mediaUrl); else the request's origin.
 */
function withAbsoluteImage(meta: PageMeta, request: FastifyRequest): PageMeta {
  const { image } = meta;
  if (!image?.startsWith("/") || image.startsWith("//")) return meta;
  return { ...meta, image: `${originOf(request, null)}${image}` };
}

/**
 * robots.txt and sitemap.xml (docs/api.md#web-pages): crawlers may read every page but the API
 * and the signed-in ones, and find the league's pages from the sitemap.
 */
function registerCrawlerFiles(app: FastifyInstance, subjects: PageSubjects, publicUrl: string | null) {
  app.get("/robots.txt", { schema: { hide: true } }, (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
          "",
          `Sitemap: ${originOf(request, publicUrl)}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const addresses = await subjects.addresses(originOf(request, publicUrl));
    const urls = addresses.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}

/** The API and the pages that only mean something signed in. */
const NOT_FOR_CRAWLERS = [
  "/api/",
  "/admin",
  "/gm",
  "/profile",
  "/servers",
  "/draft",
  "/signin",
  "/cb",
  "/articles/create",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  dataPreloads: PageDataPreloads,
  metaFor: PageMetaFor = async () => undefined,
  subjects?: { find: PageSubjects; publicUrl: string | null },
) {
  if (subjects) registerCrawlerFiles(app, subjects.find, subjects.publicUrl);
  const built = await stat(path.join(distDir, "index.html")).then(
    () => true,
    () => false,
  );
  if (!built) {
    app.setNotFoundHandler((request, reply) =>
      wantsPage(request)
        ? reply.type("text/html; charset=utf-8").header("cache-control", REVALIDATE).send(NOT_BUILT_PAGE)
        : answerNotFound(request, reply),
    );
    return;
  }
  const assets = path.join(distDir, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header("cache-control", file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
  const htmlFor = pageHtml(distDir);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = "/", search = ""] = request.url.split(/\?(.*)/s, 2);
    const page = matchPage(pathname);
    const query = new URLSearchParams(search);
    const [data, meta, exists] = page
      ? await Promise.all([
          dataPreloads(page, pathname, query),
          metaFor(page.path, pathname),
          // A failure leaves the page as built: its own requests then say what is wrong.
          subjects?.find
            .exists(page.path, pathname, { search: query, signedIn: hasSession(request) })
            .catch(() => undefined),
        ])
      : [];
    const found = page !== undefined && meta?.found !== false && exists !== false;
    // A page about nothing still carries its code's preloads: the app draws its "not found" there.
    const html = await htmlFor(page?.path, data, meta && withAbsoluteImage(meta, request), !found);
    return reply
      .code(found ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", REVALIDATE)
      .send(html);
  };
  // The static files would answer "/" with index.html as built, without the page's preloads.
  app.get("/", sendPage);
  app.setNotFoundHandler((request, reply) =>
    wantsPage(request) ? sendPage(request, reply) : answerNotFound(request, reply),
  );
}
