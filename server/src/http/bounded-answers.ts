import type { z } from "zod";
import { CachedJson, type JsonCache } from "./json-cache.js";

/**
 * Which invalidations drop the kept answers: `league` (the default), every clear of the JsonCache
 * (an ingest, any league write); `played-map`, only a prefix clear that names their keys (a re-ingest
 * of that map: http/played-maps.ts) or a reset (invalidations missed), since a played map never
 * changes after its ingest.
 */
export type Keeping = "league" | "played-map";

/**
 * Answers kept as bytes (ETag, 304, compression once per encoding, like the JsonCache's) up to a
 * byte budget, least recently used dropped first, dropped by the invalidations `keeping` names.
 * For answers there can be too many of to keep every one: GraphQL operations (the clients choose
 * them), the match centre's pages (one per match ever viewed) and played maps' details.
 */
export class BoundedAnswers {
  /** In use order, least recent first (a Map iterates in insertion order). */
  private readonly answers = new Map<string, CachedJson>();
  private totalBytes = 0;
  /** Bumped by each drop: an answer computed across one may hold the old data. */
  private generation = 0;
  /**
   * Answers being computed, by key: concurrent misses wait for the first one instead of each
   * running the operation (after an ingest clears everything, a burst of the same query would
   * otherwise run N times at once on PGlite's one connection).
   */
  private readonly computing = new Map<string, Promise<CachedJson | undefined>>();

  constructor(
    cache: JsonCache,
    readonly capacity: number,
    keeping: Keeping = "league",
  ) {
    cache.track(this);
    const dropAll = () => this.drop(() => true);
    if (keeping === "league") cache.onClear(dropAll);
    else {
      cache.onReset(dropAll);
      cache.onClearPrefix((prefix) => this.drop((key) => key.startsWith(prefix)));
    }
  }

  /** Drops the answers whose keys match, and the computations of them under way. */
  private drop(matches: (key: string) => boolean) {
    for (const key of [...this.answers.keys()]) if (matches(key)) this.remove(key);
    // Requests from now on compute afresh; those already waiting get the answer they waited for.
    for (const key of [...this.computing.keys()]) if (matches(key)) this.computing.delete(key);
    // Conservative: any answer under way is not kept (drops are rare: ingests, corrections).
    this.generation++;
  }

  /**
   * As JsonCache.get: the kept answer, or the one another request is building, or `build`'s
   * checked against `schema` and kept. A failed build is not kept, and its waiters build their own.
   */
  async get<S extends z.ZodType>(
    key: string,
    schema: S,
    build: () => Promise<z.input<S>>,
  ): Promise<CachedJson> {
    const kept = this.find(key) ?? (await this.computed(key));
    if (kept) return kept;
    const since = this.since;
    const settle = this.compute(key);
    try {
      const answer = this.put(key, JSON.stringify(schema.parse(await build())), since);
      settle(answer);
      return answer;
    } catch (error) {
      settle(undefined);
      throw error;
    }
  }

  get size() {
    return this.answers.size;
  }

  /** Bytes of the answers kept, their compressed copies included. */
  get bytes() {
    return this.totalBytes;
  }

  /** Which data an answer computed from now on reflects; pass it back to `put`. */
  get since() {
    return this.generation;
  }

  /** Whether an answer is kept, without counting it as a use. */
  has(key: string): boolean {
    return this.answers.has(key);
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
    if (answer.bytes > this.capacity) return answer;
    this.answers.set(key, answer);
    this.totalBytes += answer.bytes;
    // Its compressed copies, made by the requests to come, count too while it is kept.
    answer.onGrow = (bytes) => {
      if (this.answers.get(key) !== answer) return;
      this.totalBytes += bytes;
      this.fit();
    };
    this.fit();
    return answer;
  }

  /** Drops the least recently used answers until the budget holds the rest. */
  private fit() {
    for (const oldest of this.answers.keys()) {
      if (this.totalBytes <= this.capacity) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.totalBytes -= answer.bytes;
  }
}
