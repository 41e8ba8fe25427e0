import type { PGlite } from "@electric-sql/pglite";

/** Seconds one statement held the database. */
export type QueryObserver = (seconds: number) => void;

/**
 * Times every statement PGlite runs (issue #12 item 11, docs/operations.md#metrics). The embedded
 * engine runs one statement at a time in this process, so its query time is the server's own cost
 * and worth a metric; PostgreSQL measures itself (pg_stat_statements). Every query, exec and
 * transaction statement passes through `_runExclusiveQuery`; the clock starts once the statement
 * holds the engine, so the figure is its execution, not its wait in the queue.
 */
export function timePgliteQueries(client: PGlite): (observer: QueryObserver) => () => void {
  const observers = new Set<QueryObserver>();
  const run = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(statement: () => Promise<T>) =>
    run(async () => {
      const start = performance.now();
      try {
        return await statement();
      } finally {
        const seconds = (performance.now() - start) / 1000;
        for (const observe of observers) observe(seconds);
      }
    });
  // Several apps may share one database (tests): each stops observing when it closes.
  return (observer) => {
    observers.add(observer);
    return () => observers.delete(observer);
  };
}
