import type { JsonCache } from "../../http/json-cache.js";

/**
 * A value built from the database once per change of the league (the search index): dropped by
 * every clear of the answer cache (an ingest, any league write, another instance's invalidation),
 * like the answers built from it, and built again in the background `rebuildAfterMs` after the
 * last clear, so the first search after a change rarely waits for a build on a busy database:
 * under load the requests that waited for it were the slowest of a run (bench/README.md,
 * player-depth). A search that comes first builds it itself, once. Nothing is built before the
 * first search: until then the server may still be seeding (requests are refused meanwhile, so
 * a search proves the database whole).
 */
export class KeptIndex<T> {
  private current: Promise<T> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** A search has asked for it: from then on a clear builds it again in the background. */
  private used = false;

  constructor(
    private readonly load: () => Promise<T>,
    cache: JsonCache,
    private readonly rebuildAfterMs: number,
    private readonly onBackgroundError: (error: unknown) => void,
  ) {
    cache.onClear(() => {
      // A build under way may have read before the change: the next search starts another.
      this.current = undefined;
      if (this.used) this.schedule();
    });
  }

  /** The index, or the one being built, or a new build. */
  get(): Promise<T> {
    this.used = true;
    if (!this.current) {
      const building = this.load();
      // A failed build is not kept: the next search tries again.
      building.catch(() => {
        if (this.current === building) this.current = undefined;
      });
      this.current = building;
    }
    return this.current;
  }

  /** Builds it `rebuildAfterMs` from now unless a search does first; a burst of clears builds once. */
  private schedule() {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.current) this.get().catch(this.onBackgroundError);
    }, this.rebuildAfterMs);
    this.timer.unref();
  }

  /** No build from now on; waits for one under way (it reads the database about to close). */
  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    await this.current?.catch(() => {});
  }
}
