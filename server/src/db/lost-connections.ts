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

/** Makes `client.begin` (Drizzle's transactions, COPY loads, advisory locks) safe against a lost connection. */
export function guardTransactions(client: postgres.Sql): void {
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    const body = args.pop() as Body;
    let settle: (lost: boolean) => void = () => {};
    const scope: Scope = { lost: false, gone: new Promise((resolve) => (settle = resolve)) };
    const ended = begin(...args, guardBody(body, scope));
    // `begin` settling while the body still runs means the driver gave up on the connection.
    ended.then(
      () => settle(false),
      () => {
        scope.lost = true;
        settle(true);
      },
    );
    return ended;
  }) as typeof client.begin;
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
