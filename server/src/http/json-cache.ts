import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { COMPRESSION_THRESHOLD, compress, type Encoding, negotiateEncoding } from "./compression.js";
import { hashOf, isNotModified, strongTag } from "./etag.js";

/**
 * Pre-serialised API answers (docs/architecture.md#caching): list endpoints are built from the
 * database once, checked against their response schema, and then served as the same bytes, with
 * an ETag hashed once and each encoding compressed once, until a write invalidates the cache.
 */
export class CachedJson {
  readonly body: Buffer;
  readonly hash: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(json: string) {
    this.body = Buffer.from(json);
    this.hash = hashOf(this.body);
  }

  /** Concurrent first requests for an encoding share one compression. */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(encoding, this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

export class JsonCache {
  private readonly entries = new Map<string, Promise<CachedJson>>();
  private readonly clearListeners: (() => void)[] = [];
  private readonly resetListeners: (() => void)[] = [];
  private readonly prefixListeners: ((keyPrefix: string) => void)[] = [];
  private readonly invalidateListeners: ((keyPrefix: string | undefined) => void)[] = [];
  /** Lookups served from memory or built (GET /api/metrics). */
  readonly stats = { hits: 0, misses: 0 };

  /** Concurrent first requests share one build; a failed build is not kept. */
  get<S extends z.ZodType>(key: string, schema: S, build: () => Promise<z.input<S>>): Promise<CachedJson> {
    let entry = this.entries.get(key);
    if (entry) this.stats.hits++;
    else {
      this.stats.misses++;
      const building = build().then((value) => new CachedJson(JSON.stringify(schema.parse(value))));
      building.catch(() => {
        if (this.entries.get(key) === building) this.entries.delete(key);
      });
      this.entries.set(key, building);
      entry = building;
    }
    return entry;
  }

  /**
   * What a write's declared invalidation (http/invalidation.ts) calls after it succeeds: drops
   * the cached answers here and, with REDIS_URL, on every other instance. With `keyPrefix` only
   * the entries of one resource go (a profile edit: `profileKey(discordId)`); without it,
   * everything, GraphQL answers included (new match data touches every list).
   */
  invalidate(keyPrefix?: string) {
    this.clear(keyPrefix);
    for (const broadcast of this.invalidateListeners) broadcast(keyPrefix);
  }

  /**
   * Drops this instance's answers (an invalidation here or from another instance). A build still
   * running is dropped too (it may have read the database before the change), so only the
   * requests that were already waiting for it get its answer.
   */
  clear(keyPrefix?: string) {
    if (keyPrefix === undefined) {
      this.entries.clear();
      for (const listener of this.clearListeners) listener();
      return;
    }
    for (const key of this.entries.keys()) if (key.startsWith(keyPrefix)) this.entries.delete(key);
    for (const listener of this.prefixListeners) listener(keyPrefix);
  }

  /**
   * Drops every answer of this instance, played maps' included (which `clear()` keeps: they are
   * keyed by their map, http/played-maps.ts): for when invalidations may have been missed (Redis
   * unreachable, cluster/redis.ts). Not broadcast.
   */
  reset() {
    this.clear();
    for (const listener of this.resetListeners) listener();
  }

  /** For answers that outlive `clear()` but not `reset()` (BoundedAnswers keyed by played map). */
  onReset(listener: () => void) {
    this.resetListeners.push(listener);
  }

  /** For answers kept outside `get` (GraphQL: built by mercurius, not by a build function). */
  onClear(listener: () => void) {
    this.clearListeners.push(listener);
  }

  /** For state kept outside `get` and keyed by prefix (auth/sessions.ts: a revoked session). */
  onClearPrefix(listener: (keyPrefix: string) => void) {
    this.prefixListeners.push(listener);
  }

  /** Tells other instances (cluster/redis.ts) when this one invalidates. */
  onInvalidate(broadcast: (keyPrefix: string | undefined) => void) {
    this.invalidateListeners.push(broadcast);
  }
}

/**
 * Sends a cached answer: 304 when the client holds it, else its bytes in the client's preferred
 * encoding. Buffers skip the route's serializer (the schema was applied when the entry was built)
 * and @fastify/compress skips a reply that already has a Content-Encoding.
 */
export async function sendJson(reply: FastifyReply, answer: CachedJson) {
  const { headers } = reply.request;
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD ? negotiateEncoding(headers["accept-encoding"]) : null;
  reply
    .type("application/json; charset=utf-8")
    .header("vary", "accept-encoding")
    .header("etag", strongTag(answer.hash, encoding));
  if (isNotModified(headers["if-none-match"], answer.hash)) return reply.code(304).send();
  if (!encoding) return reply.send(answer.body);
  const bytes = await answer.encodedAs(encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}

/** The cache key of one person's profile bundle (GET /api/profile): what their writes invalidate. */
export const profileKey = (discordId: string) => `profile:${discordId}:`;
