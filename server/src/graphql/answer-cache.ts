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
  /**
   * Answers being computed, by key: concurrent misses wait for the first one instead of each
   * running the operation (after an ingest clears everything, a burst of the same query would
   * otherwise run N times at once on PGlite's one connection).
   */
  private readonly computing = new Map<string, Promise<CachedJson | undefined>>();

  constructor(
    cache: JsonCache,
    private readonly maxBytes = MAX_GRAPHQL_ANSWER_BYTES,
  ) {
    cache.onClear(() => {
      this.answers.clear();
      // Requests from now on compute afresh; those already waiting get the answer they waited for.
      this.computing.clear();
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

  /** The answer another request is computing for this key, if one is. */
  computed(key: string): Promise<CachedJson | undefined> | undefined {
    return this.computing.get(key);
  }

  /**
   * Marks this key as being computed; `settle` hands the answer (undefined: none to share, e.g. it
   * had errors) to the requests that wait for it. Settling twice is harmless.
   */
  compute(key: string): (answer: CachedJson | undefined) => void {
    let settle!: (answer: CachedJson | undefined) => void;
    const done = new Promise<CachedJson | undefined>((resolve) => {
      settle = resolve;
    });
    this.computing.set(key, done);
    return (answer) => {
      if (this.computing.get(key) === done) this.computing.delete(key);
      settle(answer);
    };
  }

  /** Keeps an answer computed since `since` (refused if a clear came between); returns it. */
  put(key: string, json: string, since: number): CachedJson {
    const answer = new CachedJson(json);
    if (since !== this.generation) return answer;
    this.remove(key);
    // An answer bigger than the whole budget would only evict everything else.
    if (answer.body.length > this.maxBytes) return answer;
    this.answers.set(key, answer);
    this.totalBytes += answer.body.length;
    for (const oldest of this.answers.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return answer;
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
  type Miss = { key: string; since: number; settle?: (answer: CachedJson | undefined) => void };
  const pending = new WeakMap<FastifyRequest, Miss>();

  child.addHook("preHandler", async (request, reply) => {
    const key = answerKey(endpoint, request);
    if (key === null) return;
    const answer = answers.find(key) ?? (await answers.computed(key));
    if (answer) {
      await sendJson(reply, answer);
      return reply;
    }
    const miss: Miss = { key, since: answers.since };
    // The first miss computes for everyone; a waiter whose computation had errors runs its own.
    if (!answers.computed(key)) {
      const settle = answers.compute(key);
      miss.settle = settle;
      // However the request ends (an error, a closed socket), its waiters must not wait forever.
      reply.raw.once("close", () => settle(undefined));
    }
    pending.set(request, miss);
  });

  // Mercurius sends the execution result as an object; the endpoint's serializer is JSON.stringify.
  child.addHook("preSerialization", async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    const failed = typeof payload !== "object" || payload === null || "errors" in payload;
    if (reply.statusCode === 200 && !failed) {
      const answer = answers.put(miss.key, JSON.stringify(payload), miss.since);
      miss.settle?.(answer);
    } else miss.settle?.(undefined);
    return payload;
  });
}
