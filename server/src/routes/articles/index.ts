import {
  ADMIN_SCOPE,
  articleApprovalBodySchema,
  articleCreateBodySchema,
  articleParamsSchema,
  articlesQuerySchema,
  errorBodySchema,
  type Post,
  postSchema,
  postsResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { optionalSession, requireScope, requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import type { MediaUrl } from "../../http/media-url.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { articleFor, articlesIn, createArticle, decideArticle } from "./store.js";

/** `Idempotency-Key` (optional): the client's name for one submission, kept with the article. */
const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, "must be 1-128 visible ASCII characters")
    .optional(),
});

export type ArticlesOptions = {
  db: Db;
  sessions: Sessions;
  limits: RateLimits;
  now: () => Date;
  mediaUrl: MediaUrl;
};

/** What an answer depends on the session for: never shared by caches, revalidated each time. */
const PER_VIEWER = "private, no-cache";
const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];

/** Articles (docs/api.md#articles) under /api/fragboard. */
export const articlesRoutes: FastifyPluginAsyncZod<ArticlesOptions> = async (
  app,
  { db, sessions, limits, now, mediaUrl },
) => {
  // Seeded banners are our own logos (a path); under PUBLIC_URL they become absolute like every media URL.
  const withBanner = (post: Post): Post => ({ ...post, bannerURL: mediaUrl(post.bannerURL) });

  app.get(
    "/articles",
    {
      onRequest: optionalSession(sessions),
      schema: {
        summary: "Approved articles, newest first; ?state=Pending or REJECTED for admins",
        querystring: articlesQuerySchema,
        response: { 200: postsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PER_VIEWER).header("vary", "cookie, authorization");
      return (await articlesIn(db, request.query.state ?? "APPROVED", request.session)).map(withBanner);
    },
  );

  app.get(
    "/articles/:id",
    {
      onRequest: optionalSession(sessions),
      schema: {
        summary:
          "One article as a one-element list; pending and rejected ones only for their author and admins",
        params: articleParamsSchema,
        response: { 200: postsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PER_VIEWER).header("vary", "cookie, authorization");
      return (await articleFor(db, request.params.id, request.session)).map(withBanner);
    },
  );

  app.post(
    "/article",
    {
      onRequest: requireSession(sessions),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Submit an article; it waits for an admin's approval",
        description: "The HTML content is sanitised to the editor's allow-list before it is stored.",
        security,
        body: articleCreateBodySchema,
        headers: idempotencyHeadersSchema,
        response: { 200: postSchema, 201: postSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"] ?? null;
      const { post, created } = await createArticle(db, sessionOf(request), request.body, now(), key);
      // A retry under the same key: the article it already made, 200 instead of 201.
      return reply.status(created ? 201 : 200).send(withBanner(post));
    },
  );

  app.patch(
    "/article/:id",
    {
      onRequest: requireScope(sessions, ADMIN_SCOPE),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Approve or reject an article (admin); its author is notified",
        security,
        params: articleParamsSchema,
        body: articleApprovalBodySchema,
        response: {
          200: postSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      withBanner(
        await decideArticle(db, sessionOf(request), request.params.id, request.body.approvalState, now()),
      ),
  );
};
