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
import {
  optionalSession,
  requireScope,
  requireSession,
  type SessionKeySource,
  sessionOf,
} from "../../auth/guard.js";
import type { Db } from "../../db/client.js";
import type { MediaUrl } from "../../http/media-url.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { articleFor, articlesIn, createArticle, decideArticle } from "./store.js";

export type ArticlesOptions = {
  db: Db;
  sessionKey: SessionKeySource;
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
  { db, sessionKey, limits, now, mediaUrl },
) => {
  // Seeded banners are our own logos (a path); under PUBLIC_URL they become absolute like every media URL.
  const withBanner = (post: Post): Post => ({ ...post, bannerURL: mediaUrl(post.bannerURL) });

  app.get(
    "/articles",
    {
      onRequest: optionalSession(sessionKey),
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
      onRequest: optionalSession(sessionKey),
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
      onRequest: requireSession(sessionKey),
      config: { rateLimit: writeLimit(limits) },
      schema: {
        summary: "Submit an article; it waits for an admin's approval",
        description: "The HTML content is sanitised to the editor's allow-list before it is stored.",
        security,
        body: articleCreateBodySchema,
        response: { 201: postSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const post = await createArticle(db, sessionOf(request), request.body, now());
      return reply.status(201).send(withBanner(post));
    },
  );

  app.patch(
    "/article/:id",
    {
      onRequest: requireScope(sessionKey, ADMIN_SCOPE),
      config: { rateLimit: writeLimit(limits) },
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
