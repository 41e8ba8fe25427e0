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
  private held: number;
  /**
   * Told the size of each compressed copy once it is made, so that the cache keeping this answer
   * counts it against its budget (http/bounded-answers.ts, JsonCache).
   */
  onGrow: ((bytes: number) => void) | undefined;

  constructor(json: string) {
    this.body = Buffer.from(json);
    this.hash = hashOf(this.body);
    this.held = this.body.length;
  }

  /** Bytes this answer holds: its JSON and the compressed copies made so far. */
  get bytes() {
    return this.held;
  }

  /** Concurrent first requests for an encoding share one compression. */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(encoding, this.body);
      this.encoded.set(encoding, bytes);
      bytes.then(
        (copy) => {
          this.held += copy.length;
          this.onGrow?.(copy.length);
        },
        // The request that asked for it gets the error.
        () => {},
      );
    }
    return bytes;
  }
}

/**
 * Bytes the JsonCache keeps at most: each answer's JSON and its compressed copies (which add
 * roughly a third). The league lists of every season and match type are a few MiB; what grows
 * with use is the per-person answers (profiles, +rep, pickems), least recently used dropped first.
 */
export const JSON_CACHE_BYTES = 48 * 1024 * 1024;

export class JsonCache {
  /** In use order, least recent first (a Map iterates in insertion order). */
  private readonly entries = new Map<string, Promise<CachedJson>>();
  /** Bytes of each entry whose build has finished; builds under way count nothing yet. */
  private readonly sizes = new Map<string, number>();
  private totalBytes = 0;
  private readonly clearListeners: (() => void)[] = [];
  private readonly resetListeners: (() => void)[] = [];
  private readonly prefixListeners: ((keyPrefix: string) => void)[] = [];
  private readonly invalidateListeners: ((keyPrefix: string | undefined) => void)[] = [];
  /** The byte-bounded stores cleared with this cache (BoundedAnswers), for their total in the metrics. */
  private readonly stores: { readonly bytes: number }[] = [];
  /** Lookups served from memory or built (GET /api/metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly maxBytes = JSON_CACHE_BYTES) {}

  /** Bytes of the answers kept, their compressed copies included. */
  get bytes() {
    return this.totalBytes;
  }

  /** Bytes the stores cleared with this cache keep (http/bounded-answers.ts), compressed copies included. */
  get storeBytes() {
    return this.stores.reduce((sum, store) => sum + store.bytes, 0);
  }

  /** A store cleared with this cache: its bytes count in `storeBytes`. */
  track(store: { readonly bytes: number }) {
    this.stores.push(store);
  }

  /** Concurrent first requests share one build; a failed build is not kept. */
  get<S extends z.ZodType>(key: string, schema: S, build: () => Promise<z.input<S>>): Promise<CachedJson> {
    let entry = this.entries.get(key);
    if (entry) {
      this.stats.hits++;
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      this.stats.misses++;
      const building = build().then((value) => new CachedJson(JSON.stringify(schema.parse(value))));
      building.then(
        (answer) => {
          if (this.entries.get(key) === building) this.keep(key, building, answer);
        },
        () => {
          if (this.entries.get(key) === building) this.remove(key);
        },
      );
      this.entries.set(key, building);
      entry = building;
    }
    return entry;
  }

  /** Counts a finished build (and its compressed copies to come) and keeps to the budget. */
  private keep(key: string, building: Promise<CachedJson>, answer: CachedJson) {
    // An answer bigger than the whole budget would only drop everything else.
    if (answer.bytes > this.maxBytes) {
      this.entries.delete(key);
      return;
    }
    this.sizes.set(key, answer.bytes);
    this.totalBytes += answer.bytes;
    answer.onGrow = (bytes) => {
      if (this.entries.get(key) !== building || !this.sizes.has(key)) return;
      this.sizes.set(key, (this.sizes.get(key) ?? 0) + bytes);
      this.totalBytes += bytes;
      this.fit();
    };
    this.fit();
  }

  /** Drops the least recently used answers until the budget holds the rest. */
  private fit() {
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      // A build under way holds nothing yet, and its waiters are owed its answer.
      if (this.sizes.has(oldest)) this.remove(oldest);
    }
  }

  private remove(key: string) {
    this.entries.delete(key);
    this.totalBytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
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
      this.sizes.clear();
      this.totalBytes = 0;
      for (const listener of this.clearListeners) listener();
      return;
    }
    for (const key of [...this.entries.keys()]) if (key.startsWith(keyPrefix)) this.remove(key);
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
  // A route whose answer also varies by viewer (the articles lists) has set its own Vary first.
  const vary = reply.getHeader("vary");
  reply
    .type("application/json; charset=utf-8")
    .header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding")
    .header("etag", strongTag(answer.hash, encoding));
  if (isNotModified(headers["if-none-match"], answer.hash)) return reply.code(304).send();
  if (!encoding) return reply.send(answer.body);
  const bytes = await answer.encodedAs(encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}

/** The cache key of one person's profile bundle (GET /api/profile): what their writes invalidate. */
export const profileKey = (discordId: string) => `profile:${discordId}:`;

/** Every articles list (each state, each kind of viewer): what a submission or a decision invalidates. */
export const ARTICLES_KEY = "articles:";

/** One person's +rep (GET /api/fragboard/plusRep): what a +rep given to him or taken back invalidates. */
export const reputationKey = (discordId: string) => `reputation:${discordId}:`;

/** One person's pickems sheet of a season: what his save invalidates, with the season's consensus. */
export const pickemsKey = (discordId: string, season: number) => `pickems:${discordId}:${season}:`;

/** What everyone picked in a season (the pickems consensus): every save of that season invalidates it. */
export const consensusKey = (season: number) => `pickemsConsensus:${season}:`;
