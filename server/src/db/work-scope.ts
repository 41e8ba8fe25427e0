import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";

/**
 * The request a statement runs for (http/deadline.ts), so that the database stops working for a
 * request that has run out of time or whose client has gone (docs/operations.md#timeouts). On
 * PostgreSQL its statements are cancelled (the server's cancel request: the statement ends at
 * once, its connection is free again) and later ones refused; on PGlite, which runs one statement
 * at a time in this process, its statements still waiting for the engine are refused when their
 * turn comes. Work outside a request (seed, jobs, CLI) has no scope and is never cut short.
 */
export const workScope = new AsyncLocalStorage<WorkScope>();

export type WorkScope = {
  signal: AbortSignal;
  /**
   * The request runs within the server's own budget (REQUEST_BUDGET_MS), so PostgreSQL's
   * `statement_timeout` of that budget may stop its statements too (connection-level, see
   * `routeByRequest`); false for a route with a budget of its own (an upload, the backup).
   */
  bounded?: boolean;
};

/**
 * Runs work a request starts but does not wait for (an import run, a webhook delivery pass) outside
 * that request's scope: it must outlive the answer, and neither the budget nor a client that goes
 * away may cut it short.
 */
export function detachedFromRequest<T>(work: () => Promise<T>): Promise<T> {
  return workScope.exit(work);
}

/** Why a statement was not run or was cancelled: the request's deadline, or its client gone. */
export class WorkAborted extends Error {
  override name = "WorkAborted";
  readonly code = "WORK_ABORTED";
}

const aborted = (signal: AbortSignal) => new WorkAborted(String(signal.reason ?? "request aborted"));

type Pending = { cancel(): void };

type Unsafe = (...args: unknown[]) => Pending;
type Begin = (...args: unknown[]) => Promise<unknown>;

/**
 * Sends each statement to the pool its work belongs to, and cancels a request's statements when its
 * signal fires (after lost-connections.ts' wrapping of both pools). `bounded`'s connections carry
 * `statement_timeout` = the request budget: a statement of a request within the server's budget
 * runs there, so PostgreSQL itself ends it at the budget even when our cancel request never
 * arrives (a stuck process, a lost network). Everything else (seeding, jobs, imports, CLIs, routes
 * with a budget of their own) runs on `unbounded`, and is never cut short by the server's setting.
 * With no statement timeout configured, both are the same pool.
 */
export function routeByRequest(bounded: postgres.Sql, unbounded: postgres.Sql): void {
  const boundedUnsafe = bounded.unsafe.bind(bounded) as Unsafe;
  const unboundedUnsafe = unbounded.unsafe.bind(unbounded) as Unsafe;
  const boundedBegin = bounded.begin.bind(bounded) as Begin;
  const unboundedBegin = unbounded.begin.bind(unbounded) as Begin;
  bounded.unsafe = ((...args: unknown[]) => {
    const scope = workScope.getStore();
    if (!scope) return unboundedUnsafe(...args);
    if (scope.signal.aborted) throw aborted(scope.signal);
    const query = (scope.bounded ? boundedUnsafe : unboundedUnsafe)(...args);
    scope.signal.addEventListener("abort", () => query.cancel(), { once: true });
    return query;
  }) as typeof bounded.unsafe;
  // A transaction runs to its end once begun (all or nothing); only where it runs differs.
  bounded.begin = ((...args: unknown[]) =>
    (workScope.getStore()?.bounded ? boundedBegin : unboundedBegin)(...args)) as typeof bounded.begin;
}

/** Refuses a request's PGlite statements that reach the engine after the request was aborted. */
export function skipAbortedWork(client: PGlite): void {
  const run = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(statement: () => Promise<T>) => {
    const scope = workScope.getStore();
    if (!scope) return run(statement);
    return run(async () => {
      if (scope.signal.aborted) throw aborted(scope.signal);
      return statement();
    });
  };
}

/**
 * PostgreSQL's 57014 ("canceling statement due to user request", or "…due to statement timeout"
 * from the connection's `statement_timeout`), or a statement refused above.
 */
export function isAbortedWork(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (e instanceof WorkAborted || code === "57014" || code === "WORK_ABORTED") return true;
  }
  return false;
}
