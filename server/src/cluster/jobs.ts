import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import { readMeta, writeMeta } from "../db/meta.js";

/**
 * Background work that must run once however many instances share the database
 * (ARCHITECTURE.md "Scaling past one machine"): game-server expiry, recomputes, clean-ups. Every
 * instance ticks; the first to take the job's advisory lock runs it when it is due and records the
 * run in the meta table, so the others skip it until the next period.
 */
export class Jobs {
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` about every `everyMs`, once per period across all instances. */
  every(name: string, everyMs: number, work: () => Promise<void>) {
    const timer = setInterval(() => {
      this.runIfDue(name, everyMs, work).catch((error: unknown) => {
        this.log.error({ err: error, job: name }, "background job failed");
      });
    }, everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  /**
   * One tick: true when this instance ran the job. Due = never ran, or the last run (by any
   * instance) started at least half a period ago (ticks of different instances are not aligned).
   */
  async runIfDue(name: string, everyMs: number, work: () => Promise<void>): Promise<boolean> {
    const key = `job:${name}`;
    let ran = false;
    await this.database.runExclusive(`fragboard:${key}`, async () => {
      const last = await readMeta(this.database.db, key);
      if (typeof last === "string" && Date.now() - Date.parse(last) < everyMs / 2) return;
      await writeMeta(this.database.db, key, new Date().toISOString());
      await work();
      ran = true;
    });
    return ran;
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }
}
