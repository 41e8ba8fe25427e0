import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { answerNotFound } from "../http/errors.js";
import type { MediaUrl } from "../http/media-url.js";
import { registerWebApp } from "../web/hosting.js";
import { pageDataPreloads } from "../web/page-data.js";
import { pageMetaFor } from "../web/page-meta.js";
import { pageSubjects } from "../web/page-subjects.js";

/**
 * The built web app next to the API (`npm start`), each page's HTML preloading its data and
 * carrying its title and Open Graph tags; without one (the API alone), anything outside /api is a
 * 404 in the API's error shape.
 */
export async function registerWeb(
  app: FastifyInstance,
  {
    webDist,
    db,
    now,
    mediaUrl,
    publicUrl,
  }: { webDist?: string; db: Db; now: () => Date; mediaUrl: MediaUrl; publicUrl: string | null },
) {
  if (webDist)
    await registerWebApp(
      app,
      webDist,
      pageDataPreloads({ db, now, mediaUrl }),
      pageMetaFor({ db, now, mediaUrl }),
      // 404 for a page about nothing; robots.txt and sitemap.xml (docs/api.md#web-pages).
      { find: pageSubjects(db, now), publicUrl },
    );
  else app.setNotFoundHandler(answerNotFound);
}
