import { setTimeout as delay } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { insertRows } from "../../src/db/bulk.js";
import type { Database } from "../../src/db/client.js";
import { seasons } from "../../src/db/schema/index.js";
import { openScratchPostgres } from "../../src/db/scratch.js";
import { isAbortedWork, workScope } from "../../src/db/work-scope.js";
import { TEST_NOW } from "../helpers/league.js";
import { JWT_SECRET, openSeededApp, type SeededApp } from "./seeded-app.js";

/**
 * Issue #25: no request, connection or statement timeout existed, so one slow route's queue
 * starved every other route (health included) and work went on for clients that had gone.
 */

const BUDGET_MS = 400;
/**
 * A runaway statement: fifty times the budget. Its natural end is what answers are raced against
 * (never the wall clock): a loaded machine stretches every answer, but none may wait for it.
 */
const SLOW_MS = 20_000;
/** Resolves when a runaway statement would have ended on its own. */
const runawayEnd = () => delay(SLOW_MS, undefined, { ref: false }).then(() => "the statement ran to its end");
/** The pool's connections (db/client.ts), all held by slow statements outside any request. */
const POOL = 10;

describe.skipIf(!process.env.TEST_DATABASE_URL)("time budgets on PostgreSQL", () => {
  let s: SeededApp;
  beforeAll(async () => {
    const config = loadConfig({ SIM_NOW: TEST_NOW, JWT_SECRET, REQUEST_BUDGET_MS: String(BUDGET_MS) });
    s = await openSeededApp("postgres", { config });
  }, 180_000);
  afterAll(() => s?.close());

  /** Holds every pooled connection for `seconds`; resolves when they are free again. */
  const holdPool = (seconds: number) =>
    Promise.all(Array.from({ length: POOL }, () => s.database.db.execute(sql`select pg_sleep(${seconds})`)));

  it("answers /api/health while slow statements hold the whole pool, and a read 503 at its budget", async () => {
    // The health check's own connection opens on its first use, as a load balancer's first poll
    // would: on a loaded machine a new PostgreSQL backend alone can take longer than this budget.
    expect((await s.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    const held = holdPool(3).then(() => "pool free");
    await delay(200);
    const health = s.app.inject({ url: "/api/health" }).then((res) => res);
    expect(await Promise.race([health.then(() => "health"), held])).toBe("health");
    expect((await health).statusCode).toBe(200);

    const read = s.app.inject({ url: "/api/csc/cached-season-metadata" });
    expect(await Promise.race([read.then(() => "read"), held])).toBe("read");
    const res = await read;
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain(`longer than ${BUDGET_MS / 1000} s`);
    await held;
    // The pool is free again and the same read answers.
    expect((await s.app.inject({ url: "/api/csc/cached-season-metadata" })).statusCode).toBe(200);
  });

  it("cancels a running statement when its request is aborted (a client gone)", async () => {
    const controller = new AbortController();
    const slow = workScope.run({ signal: controller.signal }, () =>
      s.database.db.execute(sql`select pg_sleep(5)`).then(
        () => "finished",
        (error: unknown) => (isAbortedWork(error) ? "cancelled" : String(error)),
      ),
    );
    await delay(200);
    controller.abort("the client went away");
    expect(await Promise.race([slow, delay(3_000).then(() => "still running")])).toBe("cancelled");
    // Later statements of that request are not even sent.
    const later = workScope.run({ signal: controller.signal }, () =>
      s.database.db.execute(sql`select 1`).then(
        () => "ran",
        (error: unknown) => (isAbortedWork(error) ? "refused" : String(error)),
      ),
    );
    expect(await later).toBe("refused");
  });
});

/**
 * PostgreSQL's own `statement_timeout` on every pooled connection that runs requests' statements
 * (db/client.ts): a statement stops at the budget even if our cancel request never arrives, while
 * work outside requests (seed, jobs, imports) runs on a pool without it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("statement_timeout from the request budget", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openScratchPostgres(process.env.TEST_DATABASE_URL as string, undefined, {
      statementTimeoutMs: BUDGET_MS,
    });
    const config = loadConfig({ SIM_NOW: TEST_NOW, JWT_SECRET, REQUEST_BUDGET_MS: String(BUDGET_MS) });
    app = await buildApp({ database, config });
    // A route as slow as a runaway query.
    app.get("/api/test-slow", async () => {
      await database.db.execute(sql`select pg_sleep(${SLOW_MS / 1000})`);
      return { slept: true };
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Never aborted: only PostgreSQL's statement_timeout can stop its statements. */
  const requestScope = (bounded: boolean) => ({ signal: new AbortController().signal, bounded });
  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => "finished",
      (error: unknown) => (isAbortedWork(error) ? "stopped" : String(error)),
    );

  it("stops a request's statement at the budget on the server's side, with no cancel of ours", async () => {
    const slow = workScope.run(requestScope(true), () =>
      outcome(database.db.execute(sql`select pg_sleep(${SLOW_MS / 1000})`)),
    );
    expect(await Promise.race([slow, runawayEnd()])).toBe("stopped");
    // In a transaction too: the statement ends, the transaction rolls back.
    const inTransaction = workScope.run(requestScope(true), () =>
      outcome(database.db.transaction((tx) => tx.execute(sql`select pg_sleep(${SLOW_MS / 1000})`))),
    );
    expect(await Promise.race([inTransaction, runawayEnd()])).toBe("stopped");
  });

  it("lets work outside requests, and routes with a budget of their own, run past it", async () => {
    expect(await outcome(database.db.execute(sql`select pg_sleep(0.8)`))).toBe("finished");
    expect(
      await workScope.run(requestScope(false), () => outcome(database.db.execute(sql`select pg_sleep(0.8)`))),
    ).toBe("finished");
    const timeouts = (await database.db.execute(sql`show statement_timeout`)) as unknown as {
      statement_timeout: string;
    }[];
    expect(timeouts[0]?.statement_timeout).toBe("0");
  });

  it("writes and reads JSON and dates outside requests as inside them (npm run seed's pool)", async () => {
    const at = (day: number) => new Date(Date.UTC(2030, 0, day, 3, 4, 5));
    const season = {
      number: 990,
      startDate: at(1),
      regularSeasonStart: at(8),
      endDate: at(29),
      simulated: true,
    };
    // Outside any request: the pool without statement_timeout; the bulk insert sends one JSON text.
    await insertRows(database.db, seasons, [season]);
    try {
      const read = () => database.db.select().from(seasons).where(eq(seasons.number, season.number));
      expect(await read()).toEqual([season]);
      expect(await workScope.run(requestScope(true), read)).toEqual([season]);
    } finally {
      await database.db.delete(seasons).where(eq(seasons.number, season.number));
    }
  });

  it("answers a slow query 503 within its budget, and /api/health meanwhile without delay", async () => {
    const statementEnd = runawayEnd();
    const slow = app.inject({ url: "/api/test-slow" });
    await delay(100);
    const health = app.inject({ url: "/api/health" });
    // Neither answer waits for the statement to end.
    expect(await Promise.race([health.then(() => "health"), statementEnd])).toBe("health");
    expect((await health).statusCode).toBe(200);
    expect(await Promise.race([slow.then(() => "slow"), statementEnd])).toBe("slow");
    const res = await slow;
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain(`longer than ${BUDGET_MS / 1000} s`);
  });
});
