import { setTimeout as delay } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.js";
import { openScratchPostgres } from "../../src/db/scratch.js";
import { isDatabaseUnavailable } from "../../src/db/unavailable.js";

/**
 * Issue #12 item 12: pg_terminate_backend while a connection is held for a transaction or for a
 * background job's advisory lock. postgres.js writes to the dead socket of such a connection
 * (porsager/postgres#1208), which used to end the process with an uncaught TypeError; vitest
 * fails a run on any uncaught error, so reaching the end of each test is half the proof.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("terminated PostgreSQL connections", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openScratchPostgres(serverUrl as string);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  // PostgreSQL's driver answers rows as an array.
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)) as unknown as T[];
  /**
   * Ends every other backend on this scratch database once `running` of them run `marker`: a read
   * still connecting at the cut (a loaded machine) would run after it and answer.
   */
  const terminateWhenRunning = async (marker: string, running = 1) => {
    for (;;) {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state = 'active' and query like ${`%${marker}%`}
              and pid <> pg_backend_pid()`,
      );
      if ((row?.n ?? 0) >= running) break;
      await delay(20);
    }
    // The timeout makes each call wait until its backend has exited: a statement that reaches a
    // backend still processing its SIGTERM (a loaded machine) is in flight at the cut, not after it.
    const [row] = await rows<{ n: number }>(
      sql`select count(pg_terminate_backend(pid, 5000))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return row?.n ?? 0;
  };
  /**
   * Every pooled connection used, the cut ones included, and none fails: postgres.js hands a cut
   * connection's last error (57P01) to the first statement after it reconnects, a statement that
   * never ran, and client.ts runs such a statement again (lost-connections.ts, `neverRan`).
   */
  const poolRecovers = async () => {
    const round = () =>
      Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => rows<{ n: number }>(sql`select ${i}::int as n`)),
      );
    for (let i = 0; i < 2; i++) {
      const answers = await round();
      expect(answers.map((r) => (r.status === "fulfilled" ? r.value[0]?.n : r.reason))).toEqual(
        Array.from({ length: 30 }, (_, i) => i),
      );
    }
  };

  /** `count` reads that each hold a pooled connection until every backend is ended; their outcomes. */
  const cutReadsInFlight = async (count: number, marker: string) => {
    const reads = Array.from({ length: count }, (_, i) =>
      rows(sql.raw(`select pg_sleep(5), '${marker}_${i}'`)).then(
        () => "answered",
        (error: unknown) => (isDatabaseUnavailable(error) ? "unavailable" : error),
      ),
    );
    expect(await terminateWhenRunning(marker, count)).toBeGreaterThan(0);
    return Promise.all(reads);
  };

  it("when every backend is cut, only the statements in flight fail", async () => {
    for (let round = 0; round < 3; round++) {
      // One fewer than the pool: terminateWhenRunning needs a connection of its own.
      const outcomes = await cutReadsInFlight(9, `reads_cut_${round}`);
      expect(outcomes).toEqual(Array.from({ length: 9 }, () => "unavailable"));
      await delay(50);
      await poolRecovers();
    }
  }, 60_000);

  it("transactions started right after a cut commit", async () => {
    await cutReadsInFlight(9, "tx_after_cut");
    await delay(50);
    const committed = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => tx.execute(sql`select ${i}::int`)),
      ),
    );
    expect(
      committed.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason),
    ).toEqual([]);
  }, 60_000);

  it("a transaction cut mid-statement rejects, and the pool answers afterwards", async () => {
    for (let round = 0; round < 5; round++) {
      const marker = `tx_cut_${round}`;
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select pg_sleep(5), '${marker}'`));
        await tx.execute(sql`select 1`);
      });
      const settled = transaction.then(
        () => "committed",
        () => "rejected",
      );
      expect(await terminateWhenRunning(marker)).toBeGreaterThan(0);
      expect(await settled).toBe("rejected");
      // The driver's write to the dead socket would fire on a later turn of the event loop.
      await delay(50);
      await poolRecovers();
    }
  }, 60_000);

  it("a background job whose lock connection is cut ends, and the job can run again", async () => {
    for (let round = 0; round < 3; round++) {
      const marker = `job_cut_${round}`;
      const job = database.runExclusive(marker, async () => {
        await database.db.execute(sql.raw(`select pg_sleep(5), '${marker}'`));
      });
      const settled = job.then(
        () => "ended",
        () => "rejected",
      );
      expect(await terminateWhenRunning(marker)).toBeGreaterThan(0);
      expect(await settled).toBe("rejected");
      await delay(50);
      await poolRecovers();
      // The lock died with its session: the next run takes it.
      let ran = false;
      expect(
        await database.runExclusive(marker, async () => {
          ran = true;
        }),
      ).toBe(true);
      expect(ran).toBe(true);
    }
  }, 60_000);
});
