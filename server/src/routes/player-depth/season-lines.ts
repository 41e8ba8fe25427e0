import type { FilterableLine, MatchType, TierName } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import type { JsonCache } from "../../http/json-cache.js";
import { type LineScope, scopeLines } from "../../repositories/players/lines.js";

/**
 * Each player's lines of a season (every match type and tier, in scopeLines' order), read with
 * one query the first time a filter asks for them and kept, so the next filter on him is a fold
 * in memory: on the embedded database a query costs far more than the fold (50–80 µs of CPU per
 * row read back; docs/api.md#player-stats). Least recently used player-seasons go first past a
 * budget of lines; every clear of the answer cache (an ingest, any league write, another
 * instance's invalidation) drops them all, like the answers folded from them.
 */
export class SeasonLines {
  /** In use order, least recent first (a Map iterates in insertion order). */
  private readonly kept = new Map<string, Kept>();
  private keptLines = 0;
  /** A season's lines narrowed to each scope asked: gone with the season's lines (weakly held). */
  private readonly scopes = new WeakMap<readonly FilterableLine[], Map<string, readonly FilterableLine[]>>();

  constructor(
    private readonly db: Db,
    cache: JsonCache,
    private readonly maxLines: number,
  ) {
    // A read under way goes too (it may have read before the change): only its waiters get it.
    cache.onClear(() => {
      this.kept.clear();
      this.keptLines = 0;
    });
  }

  /**
   * His lines of the scope, oldest first: the season's kept lines narrowed in memory, once per
   * scope while they are kept (the same array every time, so what is derived from a scope's lines
   * can be kept with them: filter-options.ts).
   */
  async of({ steam64Id, season, matchType, tier }: LineScope): Promise<readonly FilterableLine[]> {
    const lines = await this.season(steam64Id, season);
    if (matchType === undefined && tier === undefined) return lines;
    let scopes = this.scopes.get(lines);
    if (!scopes) {
      scopes = new Map();
      this.scopes.set(lines, scopes);
    }
    const key = `${matchType ?? ""}|${tier ?? ""}`;
    let narrowed = scopes.get(key);
    if (!narrowed) {
      narrowed = lines.filter(inScope(matchType, tier));
      scopes.set(key, narrowed);
    }
    return narrowed;
  }

  /**
   * `read`'s answer, asked once per kept player-season (and dropped with it): what an empty scope
   * asks the database (his name, and whether he and the season exist). Failures are not kept.
   */
  async named(steam64Id: string, season: number, read: () => Promise<string>): Promise<string> {
    const entry = this.kept.get(`${steam64Id}:${season}`);
    if (!entry) return read();
    if (!entry.name) {
      const reading = read();
      entry.name = reading;
      reading.catch(() => {
        if (entry.name === reading) entry.name = undefined;
      });
    }
    return entry.name;
  }

  /** Player-seasons kept, and their lines (for tests and metrics). */
  get size() {
    return { seasons: this.kept.size, lines: this.keptLines };
  }

  private season(steam64Id: string, season: number): Promise<FilterableLine[]> {
    const key = `${steam64Id}:${season}`;
    const found = this.kept.get(key);
    if (found) {
      this.kept.delete(key);
      this.kept.set(key, found);
      return found.lines;
    }
    const reading = scopeLines(this.db, { steam64Id, season });
    // Concurrent requests for him share the one read; a failed read is not kept.
    const entry: Kept = { lines: reading, count: 0 };
    this.kept.set(key, entry);
    reading.then(
      (lines) => {
        if (this.kept.get(key) === entry) this.count(entry, lines.length);
      },
      () => {
        if (this.kept.get(key) === entry) this.kept.delete(key);
      },
    );
    return reading;
  }

  /** Counts a read that arrived against the budget and evicts the least recently used past it. */
  private count(entry: { count: number }, lines: number) {
    entry.count = lines;
    this.keptLines += lines;
    for (const [key, oldest] of this.kept) {
      if (this.keptLines <= this.maxLines) break;
      if (oldest === entry) continue;
      this.kept.delete(key);
      this.keptLines -= oldest.count;
    }
  }
}

type Kept = { lines: Promise<FilterableLine[]>; count: number; name?: Promise<string> };

const inScope =
  (matchType: MatchType | undefined, tier: TierName | undefined) =>
  ({ line }: FilterableLine) =>
    (matchType === undefined || line.matchType === matchType) && (tier === undefined || line.tier === tier);
