/**
 * Drawn cards kept in memory (a card takes from tens of ms to most of a second of CPU to draw on a busy machine; a shared link is unfurled by
 * every chat client it is posted in, at once): the newest MAX_CARDS by last use, each drawn once
 * however many ask for it together. The owner clears it whenever league data changes (the JSON
 * cache's invalidation, http/invalidation.ts), so a match's card shows its new score.
 */
export class PngCache {
  private readonly entries = new Map<string, Promise<Buffer | null>>();
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly max = 256) {}

  /** `draw` answers null for what does not exist (a 404): kept too, so a missing card is cheap. */
  get(key: string, draw: () => Promise<Buffer | null>): Promise<Buffer | null> {
    let entry = this.entries.get(key);
    if (entry) {
      this.stats.hits++;
      // Last used goes last: a Map iterates in insertion order.
      this.entries.delete(key);
    } else {
      this.stats.misses++;
      entry = draw();
      const drawn = entry;
      // A failed drawing is not kept: the next request tries again.
      drawn.catch(() => {
        if (this.entries.get(key) === drawn) this.entries.delete(key);
      });
    }
    this.entries.set(key, entry);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
