import { type CachedData, errorBodySchema } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { type JsonCache, sendJson } from "./json-cache.js";

/**
 * The two shapes of a read endpoint, so a route file says only what differs (path, schemas, what
 * answers): the query is validated by `querystring` (a 400 naming the field), the answer by
 * `response`, and a season or thing that does not exist is a 404 (errorBodySchema).
 */

type ReadRoute<Q extends z.ZodObject, R extends z.ZodType> = {
  /** The CACHE_TIMES entry whose max-age the answer carries (http/cache-control.ts); unset, none. */
  data?: CachedData;
  summary: string;
  querystring: Q;
  response: R;
};

const readOptions = <Q extends z.ZodObject, R extends z.ZodType>(route: ReadRoute<Q, R>) => ({
  config: { cache: route.data },
  schema: {
    summary: route.summary,
    querystring: route.querystring,
    response: { 200: route.response, 404: errorBodySchema },
  },
});

/**
 * The query as the zod validator compiler left it (already parsed by `querystring`), typed: parsing
 * it a second time on every request would only repeat that work.
 */
const validated = <Q extends z.ZodObject>(_route: { querystring: Q }, query: unknown) => query as z.output<Q>;

/** A GET read from the database on every request (answers that change often or are one of many). */
export function liveReadRoute<Q extends z.ZodObject, R extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  route: ReadRoute<Q, R> & { read: (query: z.output<Q>) => Promise<z.input<R>> },
) {
  app.get(path, readOptions(route), async (request) => route.read(validated(route, request.query)));
}

/**
 * A GET answered from the JSON cache (docs/architecture.md#caching): built once per query,
 * checked against `response`, then served as the same bytes until a write invalidates it. The key
 * is `data` and the whole validated query, so it carries every parameter the answer depends on.
 */
export function cachedListRoute<Q extends z.ZodObject, R extends z.ZodType>(
  app: FastifyInstance,
  cache: JsonCache,
  path: string,
  route: ReadRoute<Q, R> & { data: CachedData; build: (query: z.output<Q>) => Promise<z.input<R>> },
) {
  app.get(path, readOptions(route), async (request, reply) => {
    const query = validated(route, request.query);
    const json = await cache.get(`${route.data}:${JSON.stringify(query)}`, route.response, () =>
      route.build(query),
    );
    return sendJson(reply, json);
  });
}
