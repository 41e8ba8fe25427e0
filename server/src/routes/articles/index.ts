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
import { ARTICLES_KEY, type CachedJson, type JsonCache, sendJson } from "../../http/json-cache.js";
import type { MediaUrl } from "../../http/media-url.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { anonymousApprovedAuthors } from "../../repositories/community/articles.js";
import { articleFor, articlesIn, audienceOf, checkMayList, createArticle, decideArticle } from "./store.js";

/** `Idempotency-Key` (optional): the client's name for one submission, kept with the article. */
const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, "must be 1-128 visible ASCII characters")
    .optional(),
});

export type ArticlesOptions = {
  db: Db;
  cache: JsonCache;
  sessions: Sessions;
  limits: RateLimits;
  now: () => Date;
  mediaUrl: MediaUrl;
};

/** What an answer depends on the session for: never shared by caches, revalidated each time. */
const PER_VIEWER = "private, no-cache";
const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
/** A submission adds to the admins' Pending list, a decision moves an article between lists. */
const invalidatesLists = { prefixes: () => [ARTICLES_KEY] };

/**
 * Articles (docs/api.md#articles) under /api/fragboard. The lists are kept in the JsonCache, one
 * answer per state and audience (store.ts audienceOf), until a submission or decision clears them.
 */
export const articlesRoutes: FastifyPluginAsyncZod<ArticlesOptions> = async (
  app,
  { db, cache, sessions, limits, now, mediaUrl },
) => {
  // Seeded banners are our own logos (a path); under PUBLIC_URL they become absolute like every media URL.
  const withBanner = (post: Post): Post => ({ ...post, bannerURL: mediaUrl(post.bannerURL) });

  // Parsed once per cached answer: the answer object lives as long as its entry does.
  const parsedAuthors = new WeakMap<CachedJson, ReadonlySet<string>>();
  const anonymousAuthors = async () => {
    const json = await cache.get(`${ARTICLES_KEY}anonymous-authors`, z.array(z.string()), () =>
      anonymousApprovedAuthors(db),
    );
    let authors = parsedAuthors.get(json);
    if (!authors) {
      authors = new Set(JSON.parse(json.body.toString()) as string[]);
      parsedAuthors.set(json, authors);
    }
    return authors;
  };

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
      const state = request.query.state ?? "APPROVED";
      const viewer = request.session;
      checkMayList(state, viewer);
      const audience = await audienceOf(viewer, anonymousAuthors);
      const json = await cache.get(`${ARTICLES_KEY}${state}:${audience}`, postsResponseSchema, async () =>
        (await articlesIn(db, state, viewer)).map(withBanner),
      );
      reply.header("cache-control", PER_VIEWER).header("vary", "cookie, authorization");
      return sendJson(reply, json);
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
      config: { rateLimit: writeLimit(limits), invalidates: invalidatesLists },
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
      config: { rateLimit: writeLimit(limits), invalidates: invalidatesLists },
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
