import { setImmediate as yieldToRequests } from "node:timers/promises";
import { extendedMatchStatsSchema, type MatchType } from "@fragboard/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { BoundedAnswers } from "../../http/bounded-answers.js";
import type { CachedJson, JsonCache } from "../../http/json-cache.js";
import { bareMapId, PLAYED_MAPS_PREFIX, playedMapKey } from "../../http/played-maps.js";
import { newestPlayedMaps, type PlayedMapRef, playedMapsNamed } from "../../repositories/stats/maps.js";
import { mapExtendedStats } from "./extended-match-stats.js";

/**
 * Played maps' box scores kept at once, in bytes: one is 30 to 60 KB of JSON (kill feed, rounds,
 * clutches), so 16 MiB holds the few hundred most viewed.
 */
const BOX_SCORE_BYTES = 16 * 1024 * 1024;
/**
 * The newest maps are built ahead until the store is this full: the rest is for the compressed
 * copies made as they are asked for (about a third more) and for older maps visitors open, so
 * building ahead never pushes out an answer a visitor asked for.
 */
const AHEAD_SHARE = 0.75;
/** More maps than any budget holds: the newest are listed in one statement. */
const AHEAD_LIMIT = 2_000;
/**
 * After every map's answers are dropped (a FACEIT Elo stored, a bulk import), the newest are
 * built again once things have been quiet this long: a burst of Elo lookups drops them each time.
 */
const AHEAD_AGAIN_AFTER_MS = 5_000;

/** An answer built from one played map alone, kept by map like its box score. */
export type PlayedMapPart = {
  has(map: PlayedMapRef): boolean;
  build(map: PlayedMapRef): Promise<unknown>;
};

/**
 * The box scores of played maps (GET /api/fragboard/extendedMatchStats, docs/api.md#extended-match-stats),
 * kept as bytes with their ETags, and built ahead so that a visitor's first read finds them (issue
 * #28): a first build reads the map's few hundred rows and costs ~16 ms of CPU on the embedded
 * database, a kept answer ~60 µs. Once `buildAhead` is called (main.ts, when the database is
 * ready): the newest maps at once, and each map whose answers an invalidation drops (its
 * re-ingest, here or on another instance through Redis, or a later map's ingest that changes
 * its match-up) as soon as it is dropped, so the new version is what the first read finds. One
 * build at a time, each after the requests already waiting: a request waits behind at most one
 * build's statements on PGlite's one connection. Each map's part of a match page is built with
 * it (`alsoBuild`, routes/matches).
 */
export class BoxScores {
  private readonly store: BoundedAnswers;
  /** Maps (bare ids) dropped since and to build again, in the order dropped. */
  private readonly dropped = new Set<string>();
  private newestWanted = false;
  private ahead = false;
  private closed = false;
  private running: Promise<void> | null = null;
  private newestTimer: NodeJS.Timeout | null = null;
  /** Other answers of one played map built with its box score (its part of a match page). */
  private readonly parts: PlayedMapPart[] = [];

  constructor(
    private readonly db: Db,
    cache: JsonCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.store = new BoundedAnswers(cache, BOX_SCORE_BYTES, "played-map");
    // After the store's own listeners (registered first): the answer is gone when it is rebuilt.
    cache.onClearPrefix((prefix) => this.onDrop(prefix));
    cache.onReset(() => this.onDrop(PLAYED_MAPS_PREFIX));
  }

  /** Whether this map's box score is kept (built ahead or read before). */
  has(matchId: string, matchType: MatchType) {
    return this.store.has(`${playedMapKey(matchId)}extended:${matchType}`);
  }

  /** One map's box score: kept, being built (by a request or ahead), or built now. */
  answer(matchId: string, matchType: MatchType): Promise<CachedJson> {
    return this.store.get(`${playedMapKey(matchId)}extended:${matchType}`, extendedMatchStatsSchema, () =>
      mapExtendedStats(this.db, matchId, matchType),
    );
  }

  /** How many box scores are kept, and their bytes (compressed copies included). */
  get kept() {
    return { answers: this.store.size, bytes: this.store.bytes };
  }

  /** Builds this answer of each map too whenever its box score is built ahead. */
  alsoBuild(part: PlayedMapPart) {
    this.parts.push(part);
  }

  /** Starts building ahead: the newest maps now, dropped maps from now on. */
  buildAhead() {
    this.ahead = true;
    this.newestWanted = true;
    this.kick();
  }

  /** Resolves when nothing is left to build (benches and tests wait for it). */
  async settled() {
    while (this.running) await this.running;
  }

  async close() {
    this.closed = true;
    if (this.newestTimer) clearTimeout(this.newestTimer);
    await this.settled();
  }

  private onDrop(prefix: string) {
    if (!this.ahead || !prefix.startsWith(PLAYED_MAPS_PREFIX)) return;
    if (prefix === PLAYED_MAPS_PREFIX) {
      if (this.newestTimer) clearTimeout(this.newestTimer);
      this.newestTimer = setTimeout(() => {
        this.newestTimer = null;
        this.newestWanted = true;
        this.kick();
      }, AHEAD_AGAIN_AFTER_MS).unref();
      return;
    }
    // `played:<bare id>:` (http/played-maps.ts).
    this.dropped.add(prefix.slice(PLAYED_MAPS_PREFIX.length, -1));
    this.kick();
  }

  private kick() {
    if (this.running || this.closed) return;
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  private async run() {
    while (!this.closed && (this.dropped.size > 0 || this.newestWanted)) {
      await this.buildDropped();
      if (this.newestWanted) await this.buildNewest();
    }
  }

  /** The maps dropped so far, first: a visitor opens a map just ingested before older ones. */
  private async buildDropped() {
    while (!this.closed && this.dropped.size > 0) {
      const bare = this.dropped.values().next().value as string;
      this.dropped.delete(bare);
      const maps = await this.guarded(() => playedMapsNamed(this.db, [bare, `combines-${bare}`]));
      for (const map of maps ?? []) await this.build(map);
    }
  }

  /** The newest maps until the store is `AHEAD_SHARE` full; starts over if asked again meanwhile. */
  private async buildNewest() {
    this.newestWanted = false;
    const newest = (await this.guarded(() => newestPlayedMaps(this.db, AHEAD_LIMIT))) ?? [];
    for (const map of newest) {
      if (this.closed || this.newestWanted) return;
      await this.buildDropped();
      if (this.store.bytes >= this.store.capacity * AHEAD_SHARE) return;
      await this.build(map);
    }
  }

  private async build(map: PlayedMapRef) {
    if (!this.has(map.matchId, map.matchType)) {
      await yieldToRequests();
      if (this.closed) return;
      // With the brotli copy browsers ask for: the first read is then a kept answer's, bytes sent.
      await this.guarded(async () =>
        (await this.answer(bareMapId(map.matchId), map.matchType)).encodedAs("br"),
      );
    }
    for (const part of this.parts) {
      if (this.closed || part.has(map)) continue;
      await yieldToRequests();
      await this.guarded(() => part.build(map));
    }
  }

  /** A failure here (a map deleted meanwhile, the database closing) is logged: a read builds it again. */
  private async guarded<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, "building played maps' box scores ahead failed");
      return undefined;
    }
  }
}
