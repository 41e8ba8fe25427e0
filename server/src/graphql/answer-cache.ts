import type { FastifyInstance, FastifyRequest } from "fastify";
import { hashOf } from "../http/etag.js";
import { CachedJson, type JsonCache, sendJson } from "../http/json-cache.js";

/**
 * Successful GraphQL answers, kept as the bytes mercurius sent and served again like the cached
 * REST lists (ETag, 304, compression once per encoding) until an ingest clears the JsonCache.
 * Both schemas are read-only, so an answer depends only on the operation, its variables and the
 * data: those make the key.
 */

/**
 * Bounded by bytes, not entries: clients choose the operation text, and one answer may be a few
 * bytes or megabytes. 32 MiB holds every answer the web app asks for, for every season and tier.
 */
export const MAX_GRAPHQL_ANSWER_BYTES = 32 * 1024 * 1024;

export class GraphqlAnswers {
  /** In use order, least recent first (a Map iterates in insertion order). */
  private readonly answers = new Map<string, CachedJson>();
  private totalBytes = 0;
  /** Bumped by each clear: an answer computed across a clear may hold the old data. */
  private generation = 0;

  constructor(
    cache: JsonCache,
    private readonly maxBytes = MAX_GRAPHQL_ANSWER_BYTES,
  ) {
    cache.onClear(() => {
      this.answers.clear();
      this.totalBytes = 0;
      this.generation++;
    });
  }

  get size() {
    return this.answers.size;
  }

  /** Bytes of the answers kept (uncompressed). */
  get bytes() {
    return this.totalBytes;
  }

  /** Which data an answer computed from now on reflects; pass it back to `put`. */
  get since() {
    return this.generation;
  }

  find(key: string): CachedJson | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  put(key: string, json: string, since: number) {
    if (since !== this.generation) return;
    this.remove(key);
    const answer = new CachedJson(json);
    // An answer bigger than the whole budget would only evict everything else.
    if (answer.body.length > this.maxBytes) return;
    this.answers.set(key, answer);
    this.totalBytes += answer.body.length;
    for (const oldest of this.answers.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.totalBytes -= answer.body.length;
  }
}

type Envelope = { query?: unknown; operationName?: unknown; variables?: unknown };

/** GET carries the variables as JSON text; text that does not parse is mercurius' error to report. */
function variablesOf(request: FastifyRequest, envelope: Envelope): unknown {
  if (request.method === "POST" || typeof envelope.variables !== "string") return envelope.variables;
  try {
    return JSON.parse(envelope.variables);
  } catch {
    return undefined;
  }
}

/** The cache key of a single-operation request (null = not cacheable), equal for GET and POST. */
export function answerKey(endpoint: string, request: FastifyRequest): string | null {
  const envelope = (request.method === "POST" ? request.body : request.query) as Envelope | null;
  if (!envelope || typeof envelope !== "object" || typeof envelope.query !== "string") return null;
  const variables = variablesOf(request, envelope);
  const normalised = JSON.stringify([envelope.query, envelope.operationName ?? null, variables ?? {}]);
  return `${endpoint}:${hashOf(normalised)}`;
}

/**
 * Hooks on an endpoint's encapsulated context: a hit is answered before mercurius runs; a miss
 * runs as usual and its answer is kept when it is a 200 without errors (errors are never cached).
 */
export function registerAnswerCache(child: FastifyInstance, endpoint: string, answers: GraphqlAnswers) {
  const pending = new WeakMap<FastifyRequest, { key: string; since: number }>();

  child.addHook("preHandler", async (request, reply) => {
    const key = answerKey(endpoint, request);
    if (key === null) return;
    const answer = answers.find(key);
    if (answer) {
      await sendJson(reply, answer);
      return reply;
    }
    pending.set(request, { key, since: answers.since });
  });

  // Mercurius sends the execution result as an object; the endpoint's serializer is JSON.stringify.
  child.addHook("preSerialization", async (request, reply, payload) => {
    const miss = pending.get(request);
    const failed = typeof payload !== "object" || payload === null || "errors" in payload;
    if (miss && reply.statusCode === 200 && !failed) {
      answers.put(miss.key, JSON.stringify(payload), miss.since);
    }
    return payload;
  });
}
