import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BoundedAnswers } from "../http/bounded-answers.js";
import { hashOf } from "../http/etag.js";
import { type CachedJson, sendJson } from "../http/json-cache.js";

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
  // The text itself when short (hashing it was the largest cost of a hit); a long one is hashed, so
  // the keys of a client's many long documents hold no more than the answers they key.
  return `${endpoint}:${normalised.length > MAX_PLAIN_KEY ? hashOf(normalised) : normalised}`;
}

/** The web app's operations with their variables are a few hundred characters. */
const MAX_PLAIN_KEY = 2048;

/**
 * Hooks on an endpoint's encapsulated context: a hit is answered before mercurius runs; a miss
 * runs as usual and its answer is kept when it is a 200 without errors (errors are never cached).
 */
export function registerAnswerCache(child: FastifyInstance, endpoint: string, answers: BoundedAnswers) {
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
