import { setTimeout as delay } from "node:timers/promises";
import type postgres from "postgres";
import { isDatabaseUnavailable } from "./unavailable.js";

/**
 * postgres.js (3.4) ends a transaction whose connection the server closed (pg_terminate_backend, a
 * restart) by rejecting `begin` at once, but the transaction's own code keeps running, and its
 * next statement, or the ROLLBACK/COMMIT the driver sends when that code settles, is written to
 * the closed socket from a setImmediate: an uncaught TypeError that ends the process
 * (porsager/postgres#1208, #1154). So once a transaction's connection is gone, its callback never
 * settles and its statements are refused: the caller already has its error, and nothing is left
 * to roll back (the server did it when the connection ended).
 */

type Body = (sql: postgres.TransactionSql) => unknown;
type Scope = { lost: boolean; gone: Promise<boolean> };

/**
 * How long a transaction that saw a connection failure waits to learn whether the failure was its
 * own connection's (the driver then rejects `begin`) or another's (it rolls back as usual).
 */
const LOSS_GRACE_MS = 5_000;

const never = () => new Promise<never>(() => {});

const closedError = () =>
  Object.assign(new Error("the transaction's database connection was closed"), { code: "CONNECTION_CLOSED" });

/**
 * Makes `client.begin` (Drizzle's transactions, COPY loads, advisory locks) safe against a lost
 * connection; a transaction whose BEGIN got a replayed termination (never run, see `neverRan`) is
 * started again once.
 */
export function guardTransactions(client: postgres.Sql): void {
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    const body = args.pop() as Body;
    let started = false;
    const attempt = () => {
      let settle: (lost: boolean) => void = () => {};
      const scope: Scope = { lost: false, gone: new Promise((resolve) => (settle = resolve)) };
      const guarded = guardBody(body, scope);
      const ended = begin(...args, (sql: postgres.TransactionSql) => {
        started = true;
        return guarded(sql);
      });
      // `begin` settling while the body still runs means the driver gave up on the connection.
      ended.then(
        () => settle(false),
        () => {
          scope.lost = true;
          settle(true);
        },
      );
      return ended;
    };
    return attempt().catch((error: unknown) =>
      !started && neverRan(error) ? attempt() : Promise.reject(error),
    );
  }) as typeof client.begin;
}

/**
 * postgres.js keeps the error of a statement whose backend was terminated and rejects the first
 * statement of the reconnected connection with it (porsager/postgres#1223): that statement was
 * never sent. The statements that were running get CONNECTION_CLOSED instead, because the server
 * closes the socket after its FATAL error without a ReadyForQuery. So a 57P01/57P02 (administrator
 * command, crash) on a statement means "not run", and running it once more is safe, writes too.
 */
function neverRan(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "57P01" || code === "57P02";
}

type Pending = postgres.PendingQuery<postgres.Row[]>;

/**
 * Statements outside transactions (Drizzle's `client.unsafe(...)`, `.values()`) are run once more
 * when their first run was refused by a replayed termination; only the failures of the statements
 * in flight when connections were cut remain (docs/operations.md#database-outages).
 */
export function replayNeverRunStatements(client: postgres.Sql): void {
  const unsafe = client.unsafe.bind(client) as (...args: unknown[]) => Pending;
  client.unsafe = ((...args: unknown[]) =>
    replaying(unsafe(...args), () => unsafe(...args))) as typeof client.unsafe;
}

/** `first`, answering with `again()` if `first` never ran; `.values()`/`.raw()` apply to both. */
function replaying(first: Pending, again: () => Pending): Pending {
  let outcome: Promise<unknown> | undefined;
  const settle = () =>
    (outcome ??= first.then(undefined, (error: unknown) =>
      neverRan(error) ? again() : Promise.reject(error),
    ));
  return new Proxy(first, {
    get(target, key) {
      if (key === "then" || key === "catch" || key === "finally") {
        const promise = settle();
        return promise[key].bind(promise);
      }
      if (key === "values" || key === "raw") {
        return () => {
          target[key]();
          // Both return the query itself, switched to arrays or buffers.
          return replaying(target, () => again()[key]() as unknown as Pending);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function guardBody(body: Body, scope: Scope) {
  return async (sql: postgres.TransactionSql) => {
    let result: unknown;
    try {
      result = await body(guardSql(sql, scope));
    } catch (error) {
      if (isDatabaseUnavailable(error) && (await connectionLost(scope))) return never();
      throw error;
    }
    // COMMIT would go to a closed socket.
    return scope.lost ? never() : result;
  };
}

async function connectionLost(scope: Scope): Promise<boolean> {
  if (scope.lost) return true;
  return Promise.race([scope.gone, delay(LOSS_GRACE_MS, false, { ref: false })]);
}

/** The transaction's `sql`, refusing statements once its connection is known to be gone. */
function guardSql(sql: postgres.TransactionSql, scope: Scope): postgres.TransactionSql {
  const refuse = () => {
    if (scope.lost) throw closedError();
  };
  return new Proxy(sql, {
    apply(target, thisArg, args) {
      refuse();
      return Reflect.apply(target, thisArg, args);
    },
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      if (key === "unsafe" || key === "file") {
        return (...args: unknown[]) => {
          refuse();
          return Reflect.apply(value, target, args);
        };
      }
      if (key === "savepoint") {
        // A savepoint's ROLLBACK TO goes to the same connection.
        return (...args: unknown[]) => {
          const body = args.pop() as Body;
          return Reflect.apply(value, target, [...args, guardBody(body, scope)]);
        };
      }
      return value;
    },
  });
}
