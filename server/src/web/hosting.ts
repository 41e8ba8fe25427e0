import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { matchPage } from "@fragboard/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerNotFound } from "../http/errors.js";
import type { PageDataPreloads } from "./page-data.js";
import { pageHtml } from "./page-html.js";

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

export async function registerWebApp(app: FastifyInstance, distDir: string, dataPreloads: PageDataPreloads) {
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
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return answerNotFound(request, reply);
    const [pathname = "/", search = ""] = request.url.split(/\?(.*)/s, 2);
    const page = matchPage(pathname);
    const html = await htmlFor(
      page?.path,
      page && (await dataPreloads(page, pathname, new URLSearchParams(search))),
    );
    return reply
      .code(page ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", REVALIDATE)
      .send(html);
  });
}
